import { useTranslation } from 'react-i18next';
import { ListPager } from '../../../../components/pager/list-pager';
import { usePageParam } from '../../../../components/pager/use-page-param';
import { useWeikeSeriesList } from '../api/use-library';
import { ContentGrid } from '../components/content-grid';
import { groupEntry } from '../components/entries';
import { QueryState } from '../components/query-state';
import { LIBRARY_ROUTES } from '../library-routes';
import styles from '../components/library.module.css';

/** `/pages/wk_series_list/wk_series_list`: the micro-lesson series. */
export default function WeikeSeriesListPage() {
  const { t } = useTranslation('library');
  const { page, setPage } = usePageParam();
  const series = useWeikeSeriesList(page);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('weike.seriesTitle')}</h1>
      <p className={styles.intro}>{t('weike.seriesIntro')}</p>
      <QueryState query={series}>
        {(data) => (
          <>
            <ContentGrid
              label={t('weike.seriesTitle')}
              entries={data.list.map((group) =>
                groupEntry(
                  group,
                  LIBRARY_ROUTES.weikeSeries,
                  t('weike.lessonCount', { count: group.itemCount }),
                ),
              )}
            />
            <ListPager page={page} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryState>
    </div>
  );
}
