import { useEffect, useImperativeHandle, useRef, useState, type RefObject } from 'react';
import { Alert, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LEARNING_LIMITS } from '@qiao/contracts/limits';
import { useLanguage } from '../../../../../hooks/use-language';
import {
  reportOnLeave,
  useClassContentAddress,
  useReportWatching,
  useStudyRecord,
} from '../api/use-learning';
import { WatchedSpans } from '../rules/watch-spans';
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
 * For a signed-in learner it resumes where the record says, and reports the spans really played
 * while playing (throttled), on pause and end, on leaving the page and when the tab goes away.
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
  const record = useStudyRecord(contentId, signedIn);
  const reporting = useReportWatching();
  const video = useRef<HTMLVideoElement>(null);
  const spans = useRef(new WatchedSpans());
  const started = useRef(false);
  const resumed = useRef(false);
  const lastReport = useRef(0);
  const retried = useRef(false);
  // The element is gone by the time an unmount cleanup runs, so the last position is kept here.
  const position = useRef(0);
  const [speed, setSpeed] = useState(1);
  const url = address.data?.url;
  const mediaType = address.data?.mediaType ?? '';

  const resumeAt = startAt ?? (signedIn ? record.data?.currentTime : 0);

  const currentReport = () => ({
    contentId,
    currentTime: video.current?.currentTime ?? position.current,
    watched: spans.current.take(),
  });
  const send = () => {
    if (!signedIn || !started.current) return;
    lastReport.current = Date.now();
    reporting.mutate(currentReport());
  };
  // Kept in a ref so the unmount and tab-close handlers see the latest closure.
  const leave = useRef(() => undefined as void);
  useEffect(() => {
    leave.current = () => {
      if (!signedIn || !started.current) return;
      spans.current.close();
      reportOnLeave({
        contentId,
        currentTime: video.current?.currentTime ?? position.current,
        watched: spans.current.take(),
      });
    };
  });

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') leave.current();
    };
    const onPageHide = () => leave.current();
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      leave.current();
    };
  }, []);

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
  }, [url, mediaType]);

  const resume = () => {
    const element = video.current;
    if (!element || resumed.current || resumeAt === undefined || element.readyState < 1) return;
    resumed.current = true;
    if (resumeAt > 0) element.currentTime = resumeAt;
  };
  useEffect(resume);

  useImperativeHandle(
    handle,
    () => ({
      getCurrentTime: () => video.current?.currentTime ?? 0,
      seekTo: (seconds: number) => {
        if (video.current) video.current.currentTime = Math.max(0, seconds);
      },
    }),
    [],
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
        onLoadedMetadata={resume}
        onPlay={() => {
          started.current = true;
        }}
        onTimeUpdate={(event) => {
          const element = event.currentTarget;
          position.current = element.currentTime;
          if (element.paused || element.seeking) return;
          spans.current.played(element.currentTime);
          if (Date.now() - lastReport.current >= LEARNING_LIMITS.reportIntervalMs) send();
        }}
        onSeeking={(event) => {
          position.current = event.currentTarget.currentTime;
          spans.current.close();
        }}
        onPause={() => {
          spans.current.close();
          send();
        }}
        onEnded={() => {
          spans.current.close();
          send();
        }}
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
