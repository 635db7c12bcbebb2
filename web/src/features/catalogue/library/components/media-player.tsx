import { useRef } from 'react';
import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../hooks/use-language';
import { useWatchReporting } from '../../../learning/use-watch-reporting';
import { usePlayAuth } from '../api/use-library';
import { QueryState } from './query-state';
import styles from './library.module.css';

/**
 * The browser's own player on a short-lived signed address, with captions as <track>s (the one in
 * the interface language shown by default). When the address lapses the player fails; it then
 * asks for a fresh address once and carries on. With `recorded` (a signed-in learner on a
 * micro-lesson or video) it resumes and reports watching like a class video.
 */
export function MediaPlayer({
  id,
  title,
  source = 'play',
  recorded = false,
}: {
  id: string;
  title: string;
  /** `play` for catalogue videos (getPlayAuth), `local` for class contents and local resources. */
  source?: 'play' | 'local';
  recorded?: boolean;
}) {
  const { t } = useTranslation('library');
  const { language } = useLanguage();
  const auth = usePlayAuth(id, source);
  const retried = useRef(false);
  const { video, handlers } = useWatchReporting(id, recorded);
  return (
    <QueryState query={auth}>
      {(data) =>
        auth.isFetching && !auth.isRefetching ? (
          <Skeleton active />
        ) : data.mediaType.startsWith('audio/') ? (
          <audio controls src={data.url} aria-label={t('player.label', { title })} />
        ) : data.mediaType.startsWith('video/') ? (
          <video
            key={data.url}
            ref={video}
            {...handlers}
            className={styles.player}
            controls
            preload="metadata"
            src={data.url}
            aria-label={t('player.label', { title })}
            data-testid="library-video"
            onError={() => {
              if (retried.current) return;
              retried.current = true;
              void auth.refetch();
            }}
          >
            {data.captions.map((caption) => (
              <track
                key={caption.language}
                kind="captions"
                src={caption.url}
                srcLang={caption.language}
                label={caption.label}
                default={caption.language === language}
              />
            ))}
          </video>
        ) : (
          <Alert type="info" title={t('player.notPlayable')} />
        )
      }
    </QueryState>
  );
}
