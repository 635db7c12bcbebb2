import type { ClassContentSummary } from '@qiao/contracts/catalogue-mooc';
import { CLASS_HOUR_PDF_ROUTE, V_CLASS_HOUR_PDF_ROUTE } from '../../mooc-routes';

/** Whether a class-hour address is one of the pdf twins, which open the hour's document first. */
export function prefersDocument(pathname: string): boolean {
  return pathname === CLASS_HOUR_PDF_ROUTE || pathname === V_CLASS_HOUR_PDF_ROUTE;
}

/** The content a page opens: the one asked for, else (on the pdf page) a document, else the first. */
export function chosenContent<T extends Pick<ClassContentSummary, 'id' | 'kind'>>(
  contents: readonly T[],
  wanted: string | null,
  preferDocument: boolean,
): T | undefined {
  return (
    contents.find((content) => content.id === wanted) ??
    (preferDocument ? contents.find((content) => content.kind === 'document') : undefined) ??
    contents[0]
  );
}

/** Whether the content plays or reads from a signed address (a video, a document; not a test). */
export function hasAddress(content: Pick<ClassContentSummary, 'kind'>): boolean {
  return content.kind === 'video' || content.kind === 'document';
}
