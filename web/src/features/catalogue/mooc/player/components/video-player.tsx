import { useEffect, useImperativeHandle, useRef, useState, type RefObject } from 'react';
import { Alert, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LEARNING_LIMITS } from '@qiao/contracts/limits';
import { useLanguage } from '../../../../../hooks/use-language';
import { useWatchReporting } from '../../../../learning/use-watch-reporting';
import { useClassContentAddress } from '../api/use-learning';
import { attachSource } from './attach-source';
import styles from './player.module.css';

/** What the notes panel may ask of the player. */
export interface PlayerHandle {
  getCurrentTime(): number;
  seekTo(seconds: number): void;
}

const SPEEDS = [0.75, 1, 1.25, 1.5, LEARNING_LIMITS.maxPlaybackRate];

/**
 * A class content's video: the browser's own accessible controls on a short-lived signed address,
 * a speed menu, the content's captions as <track>s (the interface language's shown by default).
 * For a signed-in learner it resumes and reports through `useWatchReporting`.
 */
export function VideoPlayer({
  contentId,
  title,
  signedIn,
  handle,
  startAt,
}: {
  contentId: string;
  title: string;
  signedIn: boolean;
  handle: RefObject<PlayerHandle | null>;
  /** Overrides where the record says to resume (a link to a note's second). */
  startAt?: number;
}) {
  const { t } = useTranslation('player');
  const { language } = useLanguage();
  const address = useClassContentAddress(contentId);
  const { video, handlers } = useWatchReporting(contentId, signedIn, startAt);
  const retried = useRef(false);
  const [speed, setSpeed] = useState(1);
  const url = address.data?.url;
  const mediaType = address.data?.mediaType ?? '';

  useEffect(() => {
    const element = video.current;
    if (!element || !url) return;
    let cleanup = () => undefined as void;
    let cancelled = false;
    void attachSource(element, url, mediaType).then((done) => {
      if (cancelled) done();
      else cleanup = done;
    });
    return () => {
      cancelled = true;
      cleanup();
    };
  }, [video, url, mediaType]);

  useImperativeHandle(
    handle,
    () => ({
      getCurrentTime: () => video.current?.currentTime ?? 0,
      seekTo: (seconds: number) => {
        if (video.current) video.current.currentTime = Math.max(0, seconds);
      },
    }),
    [video],
  );

  if (address.isPending) return <Skeleton active />;
  if (address.isError) return <Alert type="error" title={t('video.failed')} />;

  return (
    <div className={styles.playerBox}>
      <video
        ref={video}
        className={styles.video}
        controls
        preload="metadata"
        aria-label={t('video.label', { title })}
        data-testid="class-hour-video"
        {...handlers}
        onError={() => {
          if (retried.current) return;
          retried.current = true;
          void address.refetch();
        }}
      >
        {address.data.captions.map((caption) => (
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
      <div className={styles.controls}>
        <label htmlFor={`speed-${contentId}`}>{t('video.speed')}</label>
        <Select
          id={`speed-${contentId}`}
          value={speed}
          className={styles.speed}
          options={SPEEDS.map((value) => ({ value, label: `${value}×` }))}
          onChange={(value) => {
            setSpeed(value);
            if (video.current) video.current.playbackRate = value;
          }}
        />
        {address.data.captions.length === 0 && (
          <span className={styles.hint}>{t('video.noCaptions')}</span>
        )}
      </div>
    </div>
  );
}
