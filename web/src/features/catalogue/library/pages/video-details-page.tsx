import { Breadcrumb } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useVideoDetail } from '../api/use-library';
import { MediaPlayer } from '../components/media-player';
import { QueryState } from '../components/query-state';
import { RelatedList } from '../components/related-list';
import { LIBRARY_ROUTES } from '../library-routes';
import styles from '../components/library.module.css';

/** `/pages/video_details/video_details?id=`: a video and the others of its category. */
export default function VideoDetailsPage() {
  const { t } = useTranslation('library');
  const [search] = useSearchParams();
  const video = useVideoDetail(search.get('id') ?? '');
  return (
    <div className={styles.page}>
      <QueryState query={video}>
        {({ item, related }) => (
          <>
            <Breadcrumb
              className={styles.breadcrumb}
              items={[
                { title: <Link to={LIBRARY_ROUTES.videoList}>{t('video.listTitle')}</Link> },
                ...(item.group
                  ? [
                      {
                        title: (
                          <Link to={`${LIBRARY_ROUTES.videoList}?cid=${item.group.id}`}>
                            <bdi>{item.group.title}</bdi>
                          </Link>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
            <div className={styles.detail}>
              <article>
                <MediaPlayer id={item.id} title={item.title} />
                <h1 className={styles.title} dir="auto">
                  {item.title}
                </h1>
                {item.summary && <p dir="auto">{item.summary}</p>}
              </article>
              <RelatedList
                title={t('video.more')}
                items={related}
                route={LIBRARY_ROUTES.videoDetails}
              />
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
