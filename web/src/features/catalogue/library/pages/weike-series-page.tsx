import { Breadcrumb } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useWeikeSeries } from '../api/use-library';
import { ContentGrid } from '../components/content-grid';
import { cardEntry } from '../components/entries';
import { QueryState } from '../components/query-state';
import { LIBRARY_ROUTES } from '../library-routes';
import styles from '../components/library.module.css';

/** `/pages/weike_serie/weike_serie?id=`: one series and its lessons in order. */
export default function WeikeSeriesPage() {
  const { t } = useTranslation('library');
  const [search] = useSearchParams();
  const series = useWeikeSeries(search.get('id') ?? '');
  return (
    <div className={styles.page}>
      <Breadcrumb
        className={styles.breadcrumb}
        items={[
          { title: <Link to={LIBRARY_ROUTES.weikeSeriesList}>{t('weike.seriesTitle')}</Link> },
        ]}
      />
      <QueryState query={series}>
        {(data) => (
          <>
            <h1 className={styles.title} dir="auto">
              {data.series.title}
            </h1>
            {data.series.summary && (
              <p className={styles.intro} dir="auto">
                {data.series.summary}
              </p>
            )}
            <ContentGrid
              label={data.series.title}
              entries={data.lessons.map((card) => cardEntry(card, LIBRARY_ROUTES.weikeDetails))}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
