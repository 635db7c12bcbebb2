import { Button } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../../../components/pager/list-pager';
import { usePageParam } from '../../../../components/pager/use-page-param';
import { useWeikeList } from '../api/use-library';
import { ContentGrid } from '../components/content-grid';
import { cardEntry } from '../components/entries';
import { QueryState } from '../components/query-state';
import { LIBRARY_ROUTES } from '../library-routes';
import styles from '../components/library.module.css';

/** `/pages/weike_list/weike_list`: every micro-lesson, newest first. */
export default function WeikeListPage() {
  const { t } = useTranslation('library');
  const { page, setPage } = usePageParam();
  const lessons = useWeikeList(page);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('weike.listTitle')}</h1>
      <p className={styles.intro}>{t('weike.listIntro')}</p>
      <div className={styles.tabs}>
        <Link to={LIBRARY_ROUTES.weikeSeriesList}>
          <Button>{t('weike.allSeries')}</Button>
        </Link>
      </div>
      <QueryState query={lessons}>
        {(data) => (
          <>
            <ContentGrid
              label={t('weike.listTitle')}
              entries={data.list.map((card) => cardEntry(card, LIBRARY_ROUTES.weikeDetails))}
            />
            <ListPager page={page} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryState>
    </div>
  );
}
