import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useWeikeDetail } from '../api/use-library';
import { MediaDetail } from '../components/media-detail';
import { QueryState } from '../components/query-state';
import { detailPath, LIBRARY_ROUTES } from '../library-routes';
import styles from '../components/library.module.css';

/** `/pages/weike_details/weike_details?id=`: a micro-lesson's video and its series beside it. */
export default function WeikeDetailsPage() {
  const { t } = useTranslation('library');
  const [search] = useSearchParams();
  const lesson = useWeikeDetail(search.get('id') ?? '');
  return (
    <div className={styles.page}>
      <QueryState query={lesson}>
        {({ item, related }) => (
          <MediaDetail
            item={item}
            crumbs={[
              { to: LIBRARY_ROUTES.weikeList, title: t('weike.listTitle') },
              ...(item.group
                ? [
                    {
                      to: detailPath(LIBRARY_ROUTES.weikeSeries, item.group.id),
                      title: <bdi>{item.group.title}</bdi>,
                    },
                  ]
                : []),
            ]}
            related={{
              title: item.group?.title ?? t('weike.listTitle'),
              items: related,
              route: LIBRARY_ROUTES.weikeDetails,
              currentId: item.id,
            }}
          />
        )}
      </QueryState>
    </div>
  );
}
