import { Button, Empty } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../../../components/pager/list-pager';
import { usePageParam } from '../../../../components/pager/use-page-param';
import { useCategories, useCategoryVideos } from '../api/use-library';
import { ContentGrid } from '../components/content-grid';
import { cardEntry } from '../components/entries';
import { QueryState } from '../components/query-state';
import { LIBRARY_ROUTES } from '../library-routes';
import styles from '../components/library.module.css';

function CategoryVideos({ cid }: { cid: string }) {
  const { t } = useTranslation('library');
  const { page, setPage } = usePageParam();
  const videos = useCategoryVideos(cid, page);
  return (
    <QueryState query={videos}>
      {(data) => (
        <>
          <ContentGrid
            label={t('video.listTitle')}
            entries={data.list.map((card) => cardEntry(card, LIBRARY_ROUTES.videoDetails))}
          />
          <ListPager page={page} total={data.total} onPage={setPage} />
        </>
      )}
    </QueryState>
  );
}

/** `/pages/video_list/video_list?cid=`: videos by category; without `cid`, the first category. */
export default function VideoListPage() {
  const { t } = useTranslation('library');
  const [search] = useSearchParams();
  const categories = useCategories();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('video.listTitle')}</h1>
      <p className={styles.intro}>{t('video.listIntro')}</p>
      <QueryState query={categories}>
        {(list) => {
          const chosen = list.find((c) => c.id === search.get('cid')) ?? list[0];
          if (!chosen) return <Empty description={t('empty')} />;
          return (
            <>
              <nav className={styles.tabs} aria-label={t('video.categories')}>
                {list.map((category) => (
                  <Link
                    key={category.id}
                    to={`${LIBRARY_ROUTES.videoList}?cid=${category.id}`}
                    aria-current={category.id === chosen.id ? 'page' : undefined}
                  >
                    <Button type={category.id === chosen.id ? 'primary' : 'default'}>
                      <bdi>{category.title}</bdi>
                    </Button>
                  </Link>
                ))}
              </nav>
              {chosen.summary && (
                <p className={styles.intro} dir="auto">
                  {chosen.summary}
                </p>
              )}
              <CategoryVideos key={chosen.id} cid={chosen.id} />
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
