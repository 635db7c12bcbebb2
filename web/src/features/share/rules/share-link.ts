import { shareLinkPath } from '@qiao/contracts/share-rules';

/** The address a share opens at, on this site: `<origin>/#/pages/Share/Share?filePath=/&…`. */
export function shareLinkOf(origin: string, shareBatchNum: string): string {
  return `${origin.replace(/\/$/, '')}${shareLinkPath(shareBatchNum)}`;
}

/**
 * What one "copy" puts on the clipboard: the link and, when the share has one, its code, so the
 * receiver gets both in one paste (spec §4: one copy button).
 */
export function shareCopyText(
  link: string,
  code: string,
  withCode: (values: { link: string; code: string }) => string,
): string {
  return code ? withCode({ link, code }) : link;
}
