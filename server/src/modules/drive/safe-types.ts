import { previewContentType, previewKindOf } from '@qiao/contracts/drive-preview';

export interface ServedType {
  contentType: string;
  /** Shown in the page (image, media, PDF, text); false: an attachment to save. */
  inline: boolean;
}

/**
 * How a user file may be served from Qiao's origin: the shared preview list inline (HTML as plain
 * text), anything else (SVG included) only as a download.
 */
export function servedType(extension: string): ServedType {
  const contentType = previewContentType(extension);
  return contentType
    ? { contentType, inline: true }
    : { contentType: 'application/octet-stream', inline: false };
}

/** Only images a browser draws get thumbnails. */
export const hasThumbnail = (extension: string) => previewKindOf(extension) === 'image';
