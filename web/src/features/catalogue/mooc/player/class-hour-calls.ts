import type { ClassContentSummary } from '@qiao/contracts/catalogue-mooc';
import type { EarlyCall, EarlyStartContext } from '../../../../app/early-start';
import { chosenContent, hasAddress, prefersDocument } from './rules/chosen-content';

/** The class hour page's first calls: getUserInfo, getContent, getLocalPlayAuth and the learner's own. */
export const CLASS_HOUR_CALLS = {
  userInfo: { method: 'POST', path: '/api/user/getUserInfo' },
  content: { method: 'GET', path: '/api/muke/getContent' },
  playAuth: { method: 'POST', path: '/api/Index/getLocalPlayAuth' },
  openHour: { method: 'POST', path: '/api/muke/saveMukeRecordCourse' },
  studyRecord: { method: 'POST', path: '/api/user/getStudyRecordByContentId' },
  openContent: { method: 'POST', path: '/api/muke/saveMukeRecordContent' },
} as const satisfies Record<string, EarlyCall>;

/** The part of getContent's answer the start reads; the page checks the whole answer itself. */
interface ContentAnswer {
  data?: { classHour?: { contents?: Pick<ClassContentSummary, 'id' | 'kind'>[] } };
}

/** The content the page opens first, and its signed address's answer on its way. */
export interface FirstContent {
  content: Pick<ClassContentSummary, 'id' | 'kind'>;
  playAuth: Promise<unknown>;
}

/**
 * The calls that need nothing but the address, in their order: who is signed in and the class
 * hour at once, then the signed address of the content the page opens first (a video, a
 * document). The entry sends them itself (app/early-starts.ts), while the early start's own code
 * is on its way; the early start calls this again and, the calls being the same, takes their
 * answers (api/early-calls.ts).
 */
export async function sendClassHourFirstCalls({
  pathname,
  query,
  send,
}: Pick<EarlyStartContext, 'pathname' | 'query' | 'send'>): Promise<FirstContent | undefined> {
  const classHourId = (query.get('id') ?? '').trim();
  if (!classHourId) return undefined;
  // The shell asks who is signed in; the page waits for that answer too.
  void send(CLASS_HOUR_CALLS.userInfo, undefined);
  const answer = (await send(CLASS_HOUR_CALLS.content, { classHourId })) as
    ContentAnswer | undefined;
  const contents = answer?.data?.classHour?.contents ?? [];
  const content = chosenContent(contents, query.get('content'), prefersDocument(pathname));
  if (!content || !hasAddress(content)) return undefined;
  return { content, playAuth: send(CLASS_HOUR_CALLS.playAuth, { id: content.id }) };
}
