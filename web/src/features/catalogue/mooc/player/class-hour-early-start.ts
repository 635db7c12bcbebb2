import type { ClassContentSummary } from '@qiao/contracts/catalogue-mooc';
import type { EarlyCall, EarlyStartContext } from '../../../../app/early-start';
import { preloadPageCode } from '../../../../app/page-code';
import { rememberedSignedIn } from '../../../../session/session-storage';
import { loadClassHourPage } from './load-class-hour-page';
import { chosenContent, hasAddress, prefersDocument } from './rules/chosen-content';

/** The page's first calls: getUserInfo, getContent, getLocalPlayAuth and the learner's two. */
export const CLASS_HOUR_CALLS = {
  userInfo: { method: 'POST', path: '/api/user/getUserInfo' },
  content: { method: 'GET', path: '/api/muke/getContent' },
  playAuth: { method: 'POST', path: '/api/Index/getLocalPlayAuth' },
  openHour: { method: 'POST', path: '/api/muke/saveMukeRecordCourse' },
  studyRecord: { method: 'POST', path: '/api/user/getStudyRecordByContentId' },
} as const satisfies Record<string, EarlyCall>;

/** The part of getContent's answer the start reads; the page checks the whole answer itself. */
interface ContentAnswer {
  data?: { classHour?: { contents?: Pick<ClassContentSummary, 'id' | 'kind'>[] } };
}

/**
 * A class hour's page, started by the entry: its code and, at the same time, the calls its first
 * screen waits for, the content's signed address as soon as the class hour names the content. A
 * learner who was signed in also opens the class hour and reads where to resume, as the page
 * would once drawn. The page's own calls take these answers (api/early-calls.ts).
 */
export function startEarly({ pathname, query, language, send }: EarlyStartContext): void {
  preloadPageCode(loadClassHourPage, language);
  const classHourId = (query.get('id') ?? '').trim();
  if (!classHourId) return;
  // The shell asks who is signed in; the page waits for that answer too.
  void send(CLASS_HOUR_CALLS.userInfo, undefined);
  const signedIn = rememberedSignedIn();
  if (signedIn) void send(CLASS_HOUR_CALLS.openHour, { classHourId });
  void send(CLASS_HOUR_CALLS.content, { classHourId }).then((answer) => {
    const contents = (answer as ContentAnswer | undefined)?.data?.classHour?.contents ?? [];
    const content = chosenContent(contents, query.get('content'), prefersDocument(pathname));
    if (!content || !hasAddress(content)) return;
    void send(CLASS_HOUR_CALLS.playAuth, { id: content.id });
    if (signedIn && content.kind === 'video') {
      void send(CLASS_HOUR_CALLS.studyRecord, { contentId: content.id });
    }
  });
}
