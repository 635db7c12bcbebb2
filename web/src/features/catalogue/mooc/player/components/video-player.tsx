import { useEffect, useImperativeHandle, useRef, useState, type RefObject } from 'react';
import { Alert, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LEARNING_LIMITS } from '@qiao/contracts/limits';
import { useLanguage } from '../../../../../hooks/use-language';
import { useWatchReporting } from '../../../../learning/use-watch-reporting';
import { useClassContentAddress } from '../api/use-learning';
import { closeEarlyVideo } from '../early-video';
import { usePlayerVideo, type PlayerVideoOptions } from './use-player-video';
import styles from './player.module.css';

/** What the notes panel may ask of the player. */
export interface PlayerHandle {
  getCurrentTime(): number;
  seekTo(seconds: number): void;
}

const SPEEDS = [0.75, 1, 1.25, 1.5, LEARNING_LIMITS.maxPlaybackRate];

/** The player's <video> in its box (see usePlayerVideo: it may be the early video, taken over). */
function PlayerVideo({
  videoRef,
  ...options
}: Omit<PlayerVideoOptions, 'className' | 'testId'> & {
  videoRef: RefObject<HTMLVideoElement | null>;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  usePlayerVideo(boxRef, videoRef, {
    ...options,
    className: styles.video!,
    testId: 'class-hour-video',
  });
  return <div ref={boxRef} />;
}

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
  const { video: videoRef, handlers, takeOver } = useWatchReporting(contentId, signedIn, startAt);
  const retried = useRef(false);
  const [speed, setSpeed] = useState(1);
  // No early video will be taken over when the address could not be had.
  useEffect(() => {
    if (address.isError) closeEarlyVideo();
  }, [address.isError]);

  useImperativeHandle(
    handle,
    () => ({
      getCurrentTime: () => videoRef.current?.currentTime ?? 0,
      seekTo: (seconds: number) => {
        if (videoRef.current) videoRef.current.currentTime = Math.max(0, seconds);
      },
    }),
    [videoRef],
  );

  if (address.isPending) return <Skeleton active />;
  if (address.isError) return <Alert type="error" title={t('video.failed')} />;

  return (
    <div className={styles.playerBox}>
      <PlayerVideo
        videoRef={videoRef}
        url={address.data.url}
        mediaType={address.data.mediaType}
        label={t('video.label', { title })}
        captions={address.data.captions}
        language={language}
        onTakenOver={takeOver}
        handlers={{
          ...handlers,
          onError: () => {
            if (retried.current) return;
            retried.current = true;
            void address.refetch();
          },
        }}
      />
      <div className={styles.controls}>
        <label htmlFor={`speed-${contentId}`}>{t('video.speed')}</label>
        <Select
          id={`speed-${contentId}`}
          value={speed}
          className={styles.speed}
          options={SPEEDS.map((value) => ({ value, label: `${value}×` }))}
          onChange={(value) => {
            setSpeed(value);
            if (videoRef.current) videoRef.current.playbackRate = value;
          }}
        />
        {address.data.captions.length === 0 && (
          <span className={styles.hint}>{t('video.noCaptions')}</span>
        )}
      </div>
    </div>
  );
}
