import { Collapse, Empty, Segmented, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIVE_CATEGORY_IDS, liveCategoryOf } from '@qiao/contracts/catalogue-mooc-rules';
import { ListPager } from '../../../../components/pager/list-pager';
import { useLiveClasses, useReplayTree } from '../api/use-live';
import { ListFailed } from '../components/list-failed';
import { LiveCard } from '../components/live-card';
import { ReplayLinks } from '../components/replay-links';
import { liveListSearch, parseLiveListQuery, type LiveListQuery } from '../rules/live-list-query';
import styles from '../components/mooc.module.css';

function ReplayLibrary() {
  const { t } = useTranslation('mooc');
  const tree = useReplayTree();
  if (tree.isPending) return <Skeleton active />;
  if (tree.isError) return null;
  const groups = tree.data.filter((group) => group.replays.length > 0);
  if (groups.length === 0) return <Empty description={t('live.libraryEmpty')} />;
  return (
    <Collapse
      defaultActiveKey={[groups[0]!.id]}
      items={groups.map((group) => ({
        key: group.id,
        label: <bdi>{group.title}</bdi>,
        children: <ReplayLinks replays={group.replays} />,
      }))}
    />
  );
}

/**
 * `/pages/index/course_list`: live classes by live category (spec §3: -1 all, 1 examination
 * preparation, 2 language learning, 3 teacher training), live now first; then the replay library.
 */
export default function LiveListPage() {
  const { t } = useTranslation('mooc');
  const [search, setSearch] = useSearchParams();
  const query = parseLiveListQuery(search);
  const lives = useLiveClasses(query);
  const go = (next: LiveListQuery) => setSearch(liveListSearch(next));

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('live.title')}</h1>
      <p className={styles.intro}>{t('live.intro')}</p>
      <div className={styles.filterRow} role="group" aria-labelledby="live-categories">
        <span id="live-categories" className={styles.filterLabel}>
          {t('live.categoriesLabel')}
        </span>
        <Segmented
          aria-label={t('live.categoriesLabel')}
          value={query.cate}
          options={LIVE_CATEGORY_IDS.map((id) => ({
            value: id,
            label: t(`live.cate.${liveCategoryOf(id) ?? 'all'}`),
          }))}
          onChange={(cate) => go({ cate, page: 1 })}
        />
      </div>
      <section aria-live="polite" className={styles.liveSection}>
        {lives.isPending ? (
          <Skeleton active />
        ) : lives.isError ? (
          <ListFailed
            title={t('live.loadFailed')}
            retry={t('live.retry')}
            onRetry={() => void lives.refetch()}
          />
        ) : lives.data.list.length === 0 ? (
          <Empty description={t('live.empty')} />
        ) : (
          <>
            <ul className={styles.liveList}>
              {lives.data.list.map((live) => (
                <li key={live.id}>
                  <LiveCard live={live} />
                </li>
              ))}
            </ul>
            <ListPager
              className={styles.pager}
              page={query.page}
              total={lives.data.total}
              onPage={(page) => go({ ...query, page })}
            />
          </>
        )}
      </section>
      <h2 className={styles.sectionTitle}>{t('live.library')}</h2>
      <ReplayLibrary />
    </div>
  );
}
