import type { ClassContentSummary } from '@qiao/contracts/catalogue-mooc';
import type { EarlyCall, EarlyStartContext } from '../../../../app/early-start';
import { preloadPageCode } from '../../../../app/page-code';
import { rememberedSignedIn } from '../../../../session/session-storage';
import { loadClassHourPage } from './load-class-hour-page';
import { showEarlyVideo } from './early-video';
import { chosenContent, hasAddress, prefersDocument } from './rules/chosen-content';

/** The page's first calls: getUserInfo, getContent, getLocalPlayAuth and the learner's own. */
export const CLASS_HOUR_CALLS = {
  userInfo: { method: 'POST', path: '/api/user/getUserInfo' },
  content: { method: 'GET', path: '/api/muke/getContent' },
  playAuth: { method: 'POST', path: '/api/Index/getLocalPlayAuth' },
  openHour: { method: 'POST', path: '/api/muke/saveMukeRecordCourse' },
  studyRecord: { method: 'POST', path: '/api/user/getStudyRecordByContentId' },
  openContent: { method: 'POST', path: '/api/muke/saveMukeRecordContent' },
} as const satisfies Record<string, EarlyCall>;

/** The part of getLocalPlayAuth's answer the early video needs. */
interface PlayAuthAnswer {
  data?: { url?: string; mediaType?: string; title?: string };
}

/** The part of getContent's answer the start reads; the page checks the whole answer itself. */
interface ContentAnswer {
  data?: { classHour?: { contents?: Pick<ClassContentSummary, 'id' | 'kind'>[] } };
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
  const preload = () => preloadPageCode(loadClassHourPage, context.language);
  void ready.then(preload, preload);
  return ready;
}

/** The first calls, in their order; settles once the video (if any) can play. */
async function firstCalls({ pathname, query, send }: EarlyStartContext): Promise<void> {
  const startedAt = location.hash;
  const classHourId = (query.get('id') ?? '').trim();
  if (!classHourId) return;
  // The shell asks who is signed in; the page waits for that answer too.
  void send(CLASS_HOUR_CALLS.userInfo, undefined);
  const signedIn = rememberedSignedIn();
  if (signedIn) void send(CLASS_HOUR_CALLS.openHour, { classHourId });
  const answer = (await send(CLASS_HOUR_CALLS.content, { classHourId })) as
    ContentAnswer | undefined;
  const contents = answer?.data?.classHour?.contents ?? [];
  const content = chosenContent(contents, query.get('content'), prefersDocument(pathname));
  if (!content || !hasAddress(content)) return;
  const playAuth = send(CLASS_HOUR_CALLS.playAuth, { id: content.id });
  if (content.kind !== 'video') return;
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

/** Settles when the video can play, or cannot. */
function canPlay(video: HTMLVideoElement): Promise<void> {
  if (video.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA) return Promise.resolve();
  return new Promise((settle) => {
    video.addEventListener('canplay', () => settle(), { once: true });
    video.addEventListener('error', () => settle(), { once: true });
  });
}
