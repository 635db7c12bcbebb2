import { Breadcrumb } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useWeikeDetail } from '../api/use-library';
import { MediaPlayer } from '../components/media-player';
import { QueryState } from '../components/query-state';
import { RelatedList } from '../components/related-list';
import { detailPath, LIBRARY_ROUTES } from '../library-routes';
import styles from '../components/library.module.css';

/** `/pages/weike_details/weike_details?id=`: a micro-lesson's video and its series beside it. */
export default function WeikeDetailsPage() {
  const { t } = useTranslation('library');
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const lesson = useWeikeDetail(id);
  return (
    <div className={styles.page}>
      <QueryState query={lesson}>
        {({ item, related }) => (
          <>
            <Breadcrumb
              className={styles.breadcrumb}
              items={[
                { title: <Link to={LIBRARY_ROUTES.weikeList}>{t('weike.listTitle')}</Link> },
                ...(item.group
                  ? [
                      {
                        title: (
                          <Link to={detailPath(LIBRARY_ROUTES.weikeSeries, item.group.id)}>
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
                title={item.group?.title ?? t('weike.listTitle')}
                items={related}
                route={LIBRARY_ROUTES.weikeDetails}
                currentId={item.id}
              />
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
