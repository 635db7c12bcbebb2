import { describe, expect, it, vi } from 'vitest';
import { buildRequest } from './build-request';
import { EARLY_CALL_KEEP_MS, adoptPageCalls, sendEarly, takeEarly } from './early-calls';

const contract = { method: 'POST' as const, path: '/api/muke/saveMukeRecordCourse' };
const answer = () =>
  vi.fn(async () => new Response(JSON.stringify({ code: 0, data: { ok: true } })));

describe('early calls', () => {
  it('hands the page the answer of the same request, body unread, once', async () => {
    const send = answer();
    const request = buildRequest(contract, { classHourId: 'h1' }, 'ar', '');
    expect(await sendEarly(request, 1000, send)).toEqual({ code: 0, data: { ok: true } });
    // Sent again before it is taken: still one request.
    await sendEarly(request, 1000, send);
    expect(send).toHaveBeenCalledTimes(1);
    const taken = takeEarly(buildRequest(contract, { classHourId: 'h1' }, 'ar', ''), 2000);
    expect(await (await taken)?.json()).toEqual({ code: 0, data: { ok: true } });
    expect(takeEarly(request, 2000)).toBeUndefined();
  });

  it('is not taken for another input or language', async () => {
    const request = buildRequest(contract, { classHourId: 'h2' }, 'ar', '');
    await sendEarly(request, 1000, answer());
    expect(takeEarly(buildRequest(contract, { classHourId: 'h3' }, 'ar', ''), 1000)).toBe(
      undefined,
    );
    expect(takeEarly(buildRequest(contract, { classHourId: 'h2' }, 'zh', ''), 1000)).toBe(
      undefined,
    );
  });

  it('drops an answer nobody took in time', async () => {
    const request = buildRequest(contract, { classHourId: 'h4' }, 'ar', '');
    await sendEarly(request, 1000, answer());
    expect(takeEarly(request, 1001 + EARLY_CALL_KEEP_MS)).toBeUndefined();
  });

  it('answers undefined when the early request fails', async () => {
    const request = buildRequest(contract, { classHourId: 'h5' }, 'ar', '');
    const failing = vi.fn(async () => Promise.reject(new TypeError('offline')));
    expect(await sendEarly(request, 1000, failing)).toBeUndefined();
  });

  it("takes the page's own early GET for the app's same request, in the same language only", async () => {
    const getContent = { method: 'GET' as const, path: '/api/muke/getContent' };
    const send = answer();
    const response = send();
    adoptPageCalls(
      [{ url: '/api/muke/getContent?classHourId=h6', language: 'al', response }],
      1000,
    );
    const sameInChinese = buildRequest(getContent, { classHourId: 'h6' }, 'zh', '');
    expect(takeEarly(sameInChinese, 1000)).toBeUndefined();
    const same = buildRequest(getContent, { classHourId: 'h6' }, 'ar', '');
    // The entry's own early call is answered from it, without a request of its own.
    const other = answer();
    expect(await sendEarly(same, 1000, other)).toEqual({ code: 0, data: { ok: true } });
    expect(other).not.toHaveBeenCalled();
    expect(await (await takeEarly(same, 1000))?.json()).toEqual({ code: 0, data: { ok: true } });
  });
});
