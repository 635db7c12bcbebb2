import type { EarlyStartContext } from '../../../../app/early-start';
import { rememberedSignedIn } from '../../../../session/session-storage';
import { CLASS_HOUR_CALLS, sendClassHourFirstCalls } from './class-hour-calls';
import { afterPaintWhenIdle } from './after-paint';
import { showEarlyVideo } from './early-video';

/** The part of getLocalPlayAuth's answer the early video needs. */
interface PlayAuthAnswer {
  data?: { url?: string; mediaType?: string; title?: string };
}

/**
 * A class hour's page, started by the entry: the calls its first screen waits for, the content's
 * signed address as soon as the class hour names the content. A learner who was signed in also
 * opens the class hour and reads where to resume, as the page would once drawn. The page's own
 * calls take these answers (api/early-calls.ts). A video is shown at once, over the window, until
 * the page's player takes it over (early-video.ts); the page's code is fetched after it.
 */
export function startEarly(context: EarlyStartContext): Promise<void> {
  const ready = firstCalls(context);
  // The page's code follows the video (see app/early-starts.ts): it would share the connections.
  // Even the modules that name it are fetched then: the first calls wait for nothing but these.
  const preload = () =>
    Promise.all([import('../../../../app/page-code'), import('./load-class-hour-page')]).then(
      ([{ preloadPageCode }, { loadClassHourPage }]) =>
        preloadPageCode(loadClassHourPage, context.language),
      () => undefined,
    );
  void ready.then(preload, preload);
  return ready;
}

/** The first calls, in their order; settles once the video (if any) can play. */
async function firstCalls(context: EarlyStartContext): Promise<void> {
  const startedAt = location.hash;
  const signedIn = rememberedSignedIn();
  const classHourId = (context.query.get('id') ?? '').trim();
  if (signedIn && classHourId) void context.send(CLASS_HOUR_CALLS.openHour, { classHourId });
  const first = await sendClassHourFirstCalls(context);
  if (!first || first.content.kind !== 'video') return;
  const { content, playAuth } = first;
  const { send } = context;
  if (signedIn) void send(CLASS_HOUR_CALLS.studyRecord, { contentId: content.id });
  // The video shows (and can be started) before the page is drawn; its player takes it over.
  const media = ((await playAuth) as PlayAuthAnswer | undefined)?.data;
  if (!media?.url || location.hash !== startedAt) return;
  const video = showEarlyVideo({
    url: media.url,
    mediaType: media.mediaType ?? '',
    title: media.title ?? '',
  });
  if (!video) return;
  // The learner has the video: its clock starts now, as the page's player would start it.
  if (signedIn) void send(CLASS_HOUR_CALLS.openContent, { contentId: content.id });
  await canPlay(video);
}

/**
 * Settles once the video can play (or cannot), that frame has been painted and the page's thread
 * is idle. The app's code starts when this settles, and its first task holds the page's one
 * thread for tens of milliseconds: the learner's first frame, and the start of the video, come
 * before it. Starting right after the paint was too soon: Chromium starts a video in a later
 * frame of its own, which then waited 40–55 ms for the app's code (measured with the bench).
 */
function canPlay(video: HTMLVideoElement): Promise<void> {
  return new Promise<void>((settle) => {
    if (video.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA) settle();
    video.addEventListener('canplay', () => settle(), { once: true });
    video.addEventListener('error', () => settle(), { once: true });
  }).then(() => afterPaintWhenIdle());
}
