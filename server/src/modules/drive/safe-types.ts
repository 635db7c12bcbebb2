import { fileTypeOf, FILE_TYPES } from '@qiao/contracts/drive-rules';

/** Types shown inside Qiao's pages; everything else is only ever downloaded. */
const INLINE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  flac: 'audio/flac',
  pdf: 'application/pdf',
};

/** Read as plain text (never as HTML): notes, markdown and source code. */
const TEXT_EXTENSIONS = new Set([
  'txt',
  'md',
  'markdown',
  'csv',
  'json',
  'xml',
  'log',
  'yaml',
  'yml',
  'toml',
  'ini',
  'js',
  'ts',
  'tsx',
  'jsx',
  'java',
  'py',
  'go',
  'c',
  'cpp',
  'h',
  'cs',
  'css',
  'less',
  'scss',
  'sql',
  'sh',
  'php',
  'rb',
  'rs',
  'kt',
  'swift',
  'vue',
  'html',
  'htm',
]);

export interface ServedType {
  contentType: string;
  /** Shown in the page (image, media, PDF, text); false: an attachment to save. */
  inline: boolean;
}

/**
 * How a user file may be served from Qiao's origin. HTML and SVG could run script as Qiao, so
 * HTML is served as plain text and SVG (like anything unknown) only as a download.
 */
export function servedType(extension: string): ServedType {
  const lower = extension.toLowerCase();
  const known = INLINE_TYPES[lower];
  if (known) return { contentType: known, inline: true };
  if (TEXT_EXTENSIONS.has(lower)) return { contentType: 'text/plain; charset=utf-8', inline: true };
  return { contentType: 'application/octet-stream', inline: false };
}

/** Only raster images get thumbnails. */
export const hasThumbnail = (extension: string) =>
  fileTypeOf(extension) === FILE_TYPES.image && extension.toLowerCase() !== 'svg';
