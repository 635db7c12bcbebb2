import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope } from '@qiao/contracts/envelope';
import { okEnvelope } from './envelope';
import { isShared, markShared, okEnvelopeJson, sharedJsonWriter } from './shared-answer';

const data = z.object({ list: z.array(z.object({ id: z.string(), size: z.number() })) });

describe('shared answers', () => {
  it('are only those marked', () => {
    const answer = markShared({ list: [] });
    expect(isShared(answer)).toBe(true);
    expect(isShared({ list: [] })).toBe(false);
    expect(isShared(null)).toBe(false);
  });

  it('are written as the contract writes them: encoded, stripped of what it does not name', () => {
    const write = sharedJsonWriter(data);
    const answer = { list: [{ id: 'a', size: 3, secret: 'not for the wire' }] };
    expect(JSON.parse(write(answer))).toEqual({ list: [{ id: 'a', size: 3 }] });
  });

  it('are written once per answer', () => {
    const write = sharedJsonWriter(data);
    const answer = { list: [{ id: 'a', size: 1 }] };
    const first = write(answer);
    answer.list.push({ id: 'b', size: 2 });
    expect(write(answer)).toBe(first);
  });

  it('fail like the route serializer when the answer breaks its contract', () => {
    const write = sharedJsonWriter(z.object({ list: z.array(z.object({ id: z.string() })) }));
    expect(() => write({ list: [{ id: 7 }] })).toThrow();
  });

  it('travel in the same envelope as any answer, in the caller language', () => {
    const dataJson = JSON.stringify({ list: [] });
    for (const language of ['ar', 'zh', 'en'] as const) {
      const sent = JSON.parse(okEnvelopeJson(dataJson, language));
      expect(sent).toEqual(okEnvelope({ list: [] }, language));
      expect(envelope(z.object({ list: z.array(z.never()) })).parse(sent)).toEqual(sent);
    }
  });
});
