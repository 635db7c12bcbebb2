/** The detail page of a published share (spec §2 route, fileType 7). */
export const PUBLIC_SHARE_DETAIL_ROUTE = '/pages/shared-file-detail/shared-file-detail';

export function publicShareLinkOf(origin: string, shareBatchNum: string): string {
  const query = new URLSearchParams({ fileType: '7', filePath: '/', shareBatchNum });
  return `${origin.replace(/\/$/, '')}/#${PUBLIC_SHARE_DETAIL_ROUTE}?${query.toString()}`;
}
