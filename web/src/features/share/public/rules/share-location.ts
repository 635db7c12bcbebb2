import { isValidFolderPath } from '@qiao/contracts/drive-rules';

/** Which published share the detail page shows, and the folder open inside it. */
export interface ShareLocation {
  shareBatchNum: string;
  filePath: string;
}

/** Reads the detail page's query; a missing batch gives undefined, a bad folder the share's root. */
export function parseShareLocation(query: URLSearchParams): ShareLocation | undefined {
  const shareBatchNum = (query.get('shareBatchNum') ?? '').trim();
  if (!shareBatchNum) return undefined;
  const rawPath = query.get('filePath') ?? '/';
  return { shareBatchNum, filePath: isValidFolderPath(rawPath) ? rawPath : '/' };
}

/** The query in the spec's order: shareBatchNum, then filePath. */
export function shareQuery(location: ShareLocation): string {
  const query = new URLSearchParams({
    shareBatchNum: location.shareBatchNum,
    filePath: location.filePath,
  });
  return `?${query.toString()}`;
}
