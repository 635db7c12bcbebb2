import { SHARE_DETAIL_ROUTE } from '../public-share-routes';

/** The detail page of a published share (spec §2 route, fileType 7). */

export function publicShareLinkOf(origin: string, shareBatchNum: string): string {
  const query = new URLSearchParams({ fileType: '7', filePath: '/', shareBatchNum });
  return `${origin.replace(/\/$/, '')}/#${SHARE_DETAIL_ROUTE}?${query.toString()}`;
}
