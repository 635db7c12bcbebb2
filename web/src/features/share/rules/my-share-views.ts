import type { MyShareKind } from '../api/use-my-shares';

/**
 * `fileType` of the drive page for my shares: 8 is the spec's "shared" kind (shared records, my
 * public shares with their review); 9, next to it, lists my link shares ("shared link").
 */
export const MY_SHARE_VIEWS = { public: 8, link: 9 } as const satisfies Record<MyShareKind, number>;

/** Which list of my shares the drive page's query asks for, if any. */
export function myShareKindOf(query: URLSearchParams): MyShareKind | undefined {
  const fileType = query.get('fileType');
  if (fileType === String(MY_SHARE_VIEWS.public)) return 'public';
  if (fileType === String(MY_SHARE_VIEWS.link)) return 'link';
  return undefined;
}

export function mySharesQuery(kind: MyShareKind): URLSearchParams {
  return new URLSearchParams({ filePath: '/', fileType: String(MY_SHARE_VIEWS[kind]) });
}
