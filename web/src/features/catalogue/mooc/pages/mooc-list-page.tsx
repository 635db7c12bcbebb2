import { Button, Empty, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../../../components/pager/list-pager';
import { useMoocList } from '../api/use-mooc-list';
import { ListFailed } from '../components/list-failed';
import { MoocCardGrid } from '../components/mooc-card';
import { MoocFilters } from '../components/mooc-filters';
import { moocListSearch, parseMoocListQuery, type MoocListQuery } from '../rules/mooc-list-query';
import styles from '../components/mooc.module.css';

/**
 * `/pages/mooc_list/mooc_list` and `/pages/v/mooc/index`: the course centre. The filters live in
 * the address, so reload, back and a shared link show the same courses.
 */
export default function MoocListPage() {
  const { t } = useTranslation('mooc');
  const [search, setSearch] = useSearchParams();
  const query = parseMoocListQuery(search);
  const courses = useMoocList(query);
  const go = (next: MoocListQuery) => setSearch(moocListSearch(next));

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('list.title')}</h1>
      <p className={styles.intro}>{t('list.intro')}</p>
      <MoocFilters query={query} onChange={go} />
      {courses.isPending ? (
        <Skeleton active />
      ) : courses.isError ? (
        <ListFailed
          title={t('list.loadFailed')}
          retry={t('list.retry')}
          onRetry={() => void courses.refetch()}
        />
      ) : courses.data.list.length === 0 ? (
        <Empty description={t('list.empty')}>
          <Button onClick={() => go({ keyword: '', page: 1 })}>{t('list.clear')}</Button>
        </Empty>
      ) : (
        <section aria-live="polite">
          <p className={styles.total}>{t('list.total', { count: courses.data.total })}</p>
          <MoocCardGrid courses={courses.data.list} />
          <ListPager
            className={styles.pager}
            page={query.page}
            total={courses.data.total}
            onPage={(page) => go({ ...query, page })}
          />
        </section>
      )}
    </div>
  );
}
