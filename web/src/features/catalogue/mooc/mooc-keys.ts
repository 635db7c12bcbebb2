import type { Language } from '@qiao/contracts/languages';

/**
 * Query keys of MOOCs and live classes. Answers come in the interface language, so the language is
 * part of every key; "my MOOCs" changes invalidate `mine` and the course's "more".
 */
export const moocKeys = {
  all: ['mooc'] as const,
  list: (language: Language, request: object) => ['mooc', 'list', language, request] as const,
  detail: (language: Language, id: string) => ['mooc', 'detail', language, id] as const,
  moreOf: (id: string) => ['mooc', 'more', id] as const,
  more: (language: Language, id: string) => ['mooc', 'more', id, language] as const,
  related: (language: Language, id: string) => ['mooc', 'related', language, id] as const,
  classHour: (language: Language, id: string) => ['mooc', 'hour', language, id] as const,
  chapter: (language: Language, id: string) => ['mooc', 'chapter', language, id] as const,
  mine: ['mooc', 'mine'] as const,
  live: (language: Language, request: object) => ['mooc', 'live', language, request] as const,
  /** Every live list; a sign-up or a visit changes the cards' attendance. */
  liveAll: ['mooc', 'live'] as const,
  myLive: (language: Language, page: number) => ['mooc', 'my-live', language, page] as const,
  myLiveAll: ['mooc', 'my-live'] as const,
  replays: (language: Language) => ['mooc', 'replays', language] as const,
};
