import { z } from 'zod';
import { CODE_OK, OK_MESSAGE } from '@qiao/contracts/errors';
import type { Language } from '@qiao/contracts/languages';

/**
 * Answers many requests share: a cache hands the same object to every caller and nobody changes
 * it. Such an answer is checked against its contract and turned into JSON once, not on every
 * request; on a hot catalogue read that check and stringify cost more than the rest of the
 * request together (docs/decisions/043).
 */
const shared = new WeakSet<object>();

/** Declares `answer` shared and never to be changed again; returns it. */
export function markShared<T extends object>(answer: T): T {
  shared.add(answer);
  return answer;
}

export function isShared(answer: unknown): answer is object {
  return typeof answer === 'object' && answer !== null && shared.has(answer);
}

/** The `data` JSON of shared answers for one route's data schema, made at the first request. */
export function sharedJsonWriter(dataSchema: z.ZodType) {
  const written = new WeakMap<object, string>();
  return (answer: object): string => {
    let json = written.get(answer);
    if (json === undefined) {
      // What the route's serializer does for any answer: encode through the contract, then JSON.
      json = JSON.stringify(z.encode(dataSchema, answer));
      written.set(answer, json);
    }
    return json;
  };
}

/** The OK envelope around already written `data` JSON (the field order of `okEnvelope`). */
export function okEnvelopeJson(dataJson: string, language: Language): string {
  return `{"success":true,"code":${CODE_OK},"message":${JSON.stringify(OK_MESSAGE[language])},"data":${dataJson}}`;
}
