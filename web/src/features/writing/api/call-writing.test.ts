import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { markFont, queryFontInfo } from '@qiao/contracts/writing-calls';
import { WRITING_ERRORS } from '@qiao/contracts/writing-errors';
import { changeLanguage, initI18n } from '../../../app/i18n';
import { connectFeedback } from '../../../api/feedback';
import type { Toast } from '../../../api/response-rules';
import { callWriting } from './call-writing';

const card = {
  char: '你',
  state: 'learning',
  due: '2026-11-27T03:10:00.000Z',
  stability: 1,
  difficulty: 5,
  reps: 1,
  lapses: 0,
  lastReview: '2026-11-27T03:00:00.000Z',
};
const attempt = {
  id: 'a1',
  char: '你',
  mistakesPerStroke: [0, 0, 0, 0, 0, 0, 0],
  hintsUsed: 0,
  durationMs: 5000,
  rating: 'easy',
  writtenAt: '2026-11-27T03:00:00.000Z',
};
const body = {
  char: '你',
  mistakesPerStroke: [0, 0, 0, 0, 0, 0, 0],
  hintsUsed: 0,
  durationMs: 5000,
};

const ok = (data: unknown) =>
  new Response(JSON.stringify({ success: true, code: 0, message: 'ok', data }), { status: 200 });
const refused = (code: number, message: string) =>
  new Response(JSON.stringify({ success: false, code, message, data: null }), { status: 200 });

let toasts: Toast[];
let disconnect: () => void;
let issued: number;

beforeAll(() => initI18n('ar'));
beforeEach(async () => {
  await changeLanguage('ar');
  toasts = [];
  issued = 0;
  disconnect = connectFeedback({ toast: (toast) => toasts.push(toast), confirm: () => undefined });
});
afterEach(() => disconnect());

/** A server that hands out numbered tokens and answers the other calls with `reply`. */
function stubServer(reply: (authorization: string | undefined) => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (url, init) => {
    if (String(url).startsWith('/open_api/getToken')) {
      issued += 1;
      return ok({ token: `t${issued}`, expiresIn: 1800, expiresAt: '2026-11-27T03:30:00Z' });
    }
    const headers = (init?.headers ?? {}) as Record<string, string>;
    return reply(headers.authorization);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('calling the writing tool', () => {
  it("sends the learner's token without cookies and keeps it for the next call", async () => {
    const fetchMock = stubServer(() => ok({ attempt, card }));
    await callWriting(markFont, body, { userId: 'keep-user', needsToken: true });
    await callWriting(markFont, body, { userId: 'keep-user', needsToken: true });
    const sent = fetchMock.mock.calls.filter(([url]) => String(url).includes('markFont'));
    expect(sent.map(([, init]) => (init?.headers as Record<string, string>).authorization)).toEqual(
      ['Bearer t1', 'Bearer t1'],
    );
    expect(sent[0]?.[1]?.credentials).toBe('omit');
    expect(issued).toBe(1);
  });

  it('renews an expired token once, without showing the refusal', async () => {
    stubServer((authorization) =>
      authorization === 'Bearer t1'
        ? refused(WRITING_ERRORS.writingTokenExpired.code, 'expired')
        : ok({ attempt, card }),
    );
    await expect(
      callWriting(markFont, body, { userId: 'renew-user', needsToken: true }),
    ).resolves.toMatchObject({ card: { char: '你' } });
    expect(issued).toBe(2);
    expect(toasts).toEqual([]);
  });

  it('shows the translated failure when the renewed token is refused too, and stops there', async () => {
    stubServer(() => refused(WRITING_ERRORS.writingTokenExpired.code, 'انتهت صلاحية الرمز'));
    await expect(
      callWriting(markFont, body, { userId: 'stale-user', needsToken: true }),
    ).rejects.toMatchObject({ code: WRITING_ERRORS.writingTokenExpired.code });
    expect(issued).toBe(2);
    expect(toasts).toEqual([{ level: 'error', text: 'انتهت صلاحية الرمز' }]);
  });

  it('looks a character up without asking a visitor for a token', async () => {
    const fetchMock = stubServer(() => refused(WRITING_ERRORS.writingCharacterUnknown.code, 'لا'));
    await expect(callWriting(queryFontInfo, { char: 'x' })).rejects.toMatchObject({
      code: WRITING_ERRORS.writingCharacterUnknown.code,
    });
    expect(issued).toBe(0);
    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>).authorization).toBe(
      undefined,
    );
    expect(toasts).toEqual([{ level: 'error', text: 'لا' }]);
  });
});
