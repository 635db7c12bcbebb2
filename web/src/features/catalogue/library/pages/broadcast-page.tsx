import { Alert } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBroadcast } from '../api/use-library';
import { MediaPlayer } from '../components/media-player';
import { QueryState } from '../components/query-state';
import { RelatedList } from '../components/related-list';
import { LIBRARY_ROUTES } from '../library-routes';
import styles from '../components/library.module.css';

/**
 * `/pages/new-discovered-China-broadcast/new-discovered-China-broadcast?id=`: an explore-China
 * item's video with captions, its text, and the other broadcasts.
 */
export default function BroadcastPage() {
  const { t } = useTranslation('library');
  const [search] = useSearchParams();
  const broadcast = useBroadcast(search.get('id') ?? '');
  return (
    <div className={styles.page}>
      <QueryState query={broadcast}>
        {({ item, related }) => (
          <div className={styles.detail}>
            <article>
              {item.group && <p className={styles.meta}>{item.group.title}</p>}
              {item.hasMedia ? (
                <MediaPlayer id={item.id} title={item.title} />
              ) : (
                <Alert type="info" title={t('broadcast.noVideo')} />
              )}
              <h1 className={styles.title} dir="auto">
                {item.title}
              </h1>
              {item.summary && <p dir="auto">{item.summary}</p>}
              {item.body && (
                // Bodies are sanitised HTML written by editors (catalogue import).
                <div
                  className={styles.body}
                  dir="auto"
                  dangerouslySetInnerHTML={{ __html: item.body }}
                />
              )}
            </article>
            <RelatedList
              title={t('broadcast.more')}
              items={related}
              route={LIBRARY_ROUTES.broadcast}
            />
          </div>
        )}
      </QueryState>
    </div>
  );
}
