import type { Language } from '@qiao/contracts/languages';
import type { LocalResourceType } from '@qiao/contracts/catalogue-library';

/**
 * Query keys of the library. Texts arrive in the interface language, so the language follows
 * `library` in every key and switching language reads everything again.
 */
export const libraryKeys = {
  all: ['library'] as const,
  weikeList: (language: Language, page: number) => ['library', language, 'weike', page] as const,
  seriesList: (language: Language, page: number) => ['library', language, 'series', page] as const,
  series: (language: Language, id: string) => ['library', language, 'series-detail', id] as const,
  weike: (language: Language, id: string) => ['library', language, 'weike-detail', id] as const,
  categories: (language: Language) => ['library', language, 'categories'] as const,
  categoryVideos: (language: Language, cid: string | undefined, page: number) =>
    ['library', language, 'videos', cid, page] as const,
  video: (language: Language, id: string) => ['library', language, 'video-detail', id] as const,
  broadcast: (language: Language, id: string) => ['library', language, 'broadcast', id] as const,
  localList: (language: Language, type: LocalResourceType, page: number) =>
    ['library', language, 'local', type, page] as const,
  local: (language: Language, id: string) => ['library', language, 'local-detail', id] as const,
  playAuth: (language: Language, kind: 'play' | 'local', id: string) =>
    ['library', language, 'play-auth', kind, id] as const,
};
