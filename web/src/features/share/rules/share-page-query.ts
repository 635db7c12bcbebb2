import { isValidFolderPath } from '@qiao/contracts/drive-rules';
import { shareBatchNum } from '@qiao/contracts/share';

export { SHARE_ROUTE } from '../share-route';

/** Where a visitor stands in a share: which share, and which folder inside it ("/" its root). */
export interface SharePlace {
  shareBatchNum: string;
  filePath: string;
}

/**
 * Reads the Share page's query (spec §2: filePath, shareBatchNum). A malformed batch number gives
 * none (the page says the link is not valid, without asking the server); a malformed folder
 * falls back to the share root.
 */
export function parseSharePlace(query: URLSearchParams): SharePlace | undefined {
  const batch = shareBatchNum.safeParse(query.get('shareBatchNum') ?? '');
  if (!batch.success) return undefined;
  const rawPath = query.get('filePath') ?? '/';
  return { shareBatchNum: batch.data, filePath: isValidFolderPath(rawPath) ? rawPath : '/' };
}

/** The query of a place, in the spec's order: filePath, then shareBatchNum. */
export function sharePlaceQuery(place: SharePlace): URLSearchParams {
  return new URLSearchParams({ filePath: place.filePath, shareBatchNum: place.shareBatchNum });
}
