import { useEffect, useRef } from 'react';
import { LEARNING_LIMITS } from '@qiao/contracts/limits';
import { reportOnLeave, useReportWatching, useStudyRecord } from './api/use-watch-record';
import { WatchedSpans } from './rules/watch-spans';

/** What a handler reads of its event: React's, or a native one the player listens to itself. */
export interface VideoEvent {
  currentTarget: HTMLVideoElement;
}

/**
 * What every player of a recorded video does for a signed-in learner (a class content, a
 * micro-lesson, a discover video): resume where the record says, and report the spans really
 * played while playing (throttled), on pause and end, on leaving the page and when the tab goes
 * away. A visitor's player only plays. Spread `handlers` on the <video> and give it `video`.
 */
export function useWatchReporting(
  contentId: string,
  signedIn: boolean,
  /** A second to start at instead of where the record says (a link to a note's second). */
  startAt?: number,
) {
  const record = useStudyRecord(contentId, signedIn);
  const reporting = useReportWatching();
  const video = useRef<HTMLVideoElement>(null);
  const spans = useRef(new WatchedSpans());
  const started = useRef(false);
  const resumed = useRef(false);
  const lastReport = useRef(0);
  // The element is gone by the time an unmount cleanup runs, so the last position is kept here.
  const position = useRef(0);

  const resumeAt = startAt ?? (signedIn ? record.data?.currentTime : 0);

  const send = () => {
    if (!signedIn || !started.current) return;
    lastReport.current = Date.now();
    reporting.mutate({
      contentId,
      currentTime: video.current?.currentTime ?? position.current,
      watched: spans.current.take(),
    });
  };
  // Kept in a ref so the unmount and tab-close handlers see the latest closure.
  const leave = useRef(() => undefined as void);
  useEffect(() => {
    leave.current = () => {
      if (!signedIn || !started.current) return;
      spans.current.stopped(video.current?.currentTime ?? position.current);
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

  const resume = () => {
    const element = video.current;
    if (!element || resumed.current || resumeAt === undefined || element.readyState < 1) return;
    resumed.current = true;
    if (resumeAt > 0) element.currentTime = resumeAt;
  };
  useEffect(resume);

  const handlers = {
    onLoadedMetadata: resume,
    onPlay: () => {
      started.current = true;
    },
    // The span starts where playback does, not at the first `timeupdate` a moment later.
    onPlaying: (event: VideoEvent) => {
      spans.current.played(event.currentTarget.currentTime);
    },
    onTimeUpdate: (event: VideoEvent) => {
      const element = event.currentTarget;
      position.current = element.currentTime;
      if (element.paused || element.seeking) return;
      spans.current.played(element.currentTime);
      if (Date.now() - lastReport.current >= LEARNING_LIMITS.reportIntervalMs) send();
    },
    onSeeking: (event: VideoEvent) => {
      position.current = event.currentTarget.currentTime;
      spans.current.close();
    },
    // Playing went on up to where it stopped: at the end of the clip that is its last second,
    // which no `timeupdate` while playing reports.
    onPause: (event: VideoEvent) => {
      spans.current.stopped(event.currentTarget.currentTime);
      send();
    },
    onEnded: (event: VideoEvent) => {
      spans.current.stopped(event.currentTarget.currentTime);
      send();
    },
  };
  /**
   * The player took over an element that had already played (the class hour's early video, shown
   * before the page): what it played counts, and a running playback goes on being reported.
   */
  const takeOver = (element: HTMLVideoElement) => {
    const { played } = element;
    if (played.length === 0) return;
    started.current = true;
    resumed.current = true;
    for (let range = 0; range < played.length; range++) {
      spans.current.playedBefore(played.start(range), played.end(range));
    }
    if (element.paused) send();
    else spans.current.played(element.currentTime);
  };
  return { video, record, handlers, takeOver };
}
