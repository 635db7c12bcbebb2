import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useVideoDetail } from '../api/use-library';
import { MediaDetail } from '../components/media-detail';
import { QueryState } from '../components/query-state';
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
          <MediaDetail
            item={item}
            crumbs={[
              { to: LIBRARY_ROUTES.videoList, title: t('video.listTitle') },
              ...(item.group
                ? [
                    {
                      to: `${LIBRARY_ROUTES.videoList}?cid=${item.group.id}`,
                      title: <bdi>{item.group.title}</bdi>,
                    },
                  ]
                : []),
            ]}
            related={{ title: t('video.more'), items: related, route: LIBRARY_ROUTES.videoDetails }}
          />
        )}
      </QueryState>
    </div>
  );
}
