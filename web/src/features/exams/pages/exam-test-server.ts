import { vi } from 'vitest';
import type { RunningAttempt } from '@qiao/contracts/exams-calls';

/** An attempt of a small YCT 1 paper: two listening items, one reading item. */
export function runningAttempt(overrides: Partial<RunningAttempt> = {}): RunningAttempt {
  return {
    attemptId: '00000000-0000-4000-8000-000000000001',
    state: 'running',
    paper: {
      id: '00000000-0000-4000-8000-0000000000aa',
      slug: 'yct-1-demo',
      kind: 'mock',
      family: 'yct',
      level: 1,
      edition: 'yct-2018',
      format: 'short',
      title: 'YCT 1 تجريبي',
      levelName: 'YCT 1',
      items: 3,
      minutes: 5,
      sections: [
        { kind: 'listening', items: 2, minutes: 3 },
        { kind: 'reading', items: 1, minutes: 2 },
      ],
      scale: { max: 200, pass: 120 },
      requiresRealName: false,
    },
    sections: [
      {
        kind: 'listening',
        seconds: 180,
        parts: [
          {
            type: 'pictureTrueFalse',
            audioPlays: 2,
            items: [
              { type: 'pictureTrueFalse', id: 'l1-1', hasAudio: true, picture: '/m/cat.png' },
              { type: 'pictureTrueFalse', id: 'l1-2', hasAudio: true, picture: '/m/dog.png' },
            ],
          },
        ],
      },
      {
        kind: 'reading',
        seconds: 120,
        parts: [
          {
            type: 'pictureTrueFalse',
            audioPlays: 0,
            items: [
              {
                type: 'pictureTrueFalse',
                id: 'r1-1',
                hasAudio: false,
                picture: '/m/fish.png',
                text: { hanzi: '鱼', pinyin: 'yú' },
              },
            ],
          },
        ],
      },
    ],
    sectionIndex: 0,
    secondsLeft: 170,
    answers: {},
    plays: {},
    realName: null,
    startedAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}

type Answer = (body: Record<string, unknown>) => unknown;

/**
 * A stand-in server: each call path answered by a function of the body it was sent, every call
 * recorded; `offline` makes every call fail as a lost connection does.
 */
export function fakeServer(answers: Record<string, Answer>) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const state = { offline: false };
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    if (state.offline) throw new TypeError('Failed to fetch');
    const path = new URL(String(url), 'http://qiao.test').pathname;
    if (!path.startsWith('/api/')) return new Response(new Blob(['sound']), { status: 200 });
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    sent.push({ path, body });
    const answer = answers[path];
    if (!answer) return Response.json({ success: false, code: 404, message: '', data: null });
    return Response.json({ success: true, code: 0, message: '', data: answer(body) });
  });
  vi.stubGlobal('fetch', fetch);
  return { sent, state, calls: (path: string) => sent.filter((one) => one.path === path) };
}
