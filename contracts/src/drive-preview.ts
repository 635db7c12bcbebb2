/**
 * Which files are shown inside Qiao's pages, and as what. The server serves exactly these inline
 * (everything else only as a download) and the web previewer opens exactly these: one list.
 * SVG is left out on purpose: it can carry scripts, so it is only ever downloaded.
 */
const MEDIA_TYPES = {
  image: {
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    gif: 'image/gif',
    webp: 'image/webp',
    bmp: 'image/bmp',
  },
  video: { mp4: 'video/mp4', m4v: 'video/mp4', webm: 'video/webm', mov: 'video/quicktime' },
  audio: {
    mp3: 'audio/mpeg',
    wav: 'audio/wav',
    ogg: 'audio/ogg',
    m4a: 'audio/mp4',
    aac: 'audio/aac',
    flac: 'audio/flac',
  },
  pdf: { pdf: 'application/pdf' },
} as const;

/** Read as plain text, never as HTML: notes, markdown and source code (HTML included). */
export const MARKDOWN_EXTENSIONS = ['md', 'markdown'] as const;
export const PLAIN_TEXT_EXTENSIONS = ['txt', 'log', 'csv'] as const;
export const CODE_EXTENSIONS = [
  'js',
  'jsx',
  'ts',
  'tsx',
  'vue',
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
  'html',
  'htm',
  'xml',
  'json',
  'yaml',
  'yml',
  'toml',
  'ini',
] as const;

export type PreviewKind = keyof typeof MEDIA_TYPES | 'text';

const TEXT = new Set<string>([
  ...MARKDOWN_EXTENSIONS,
  ...PLAIN_TEXT_EXTENSIONS,
  ...CODE_EXTENSIONS,
]);

/** How a file with this extension is shown, or undefined when it is only downloaded. */
export function previewKindOf(extension: string): PreviewKind | undefined {
  const lower = extension.toLowerCase();
  if (TEXT.has(lower)) return 'text';
  for (const [kind, types] of Object.entries(MEDIA_TYPES) as [
    PreviewKind,
    Record<string, string>,
  ][]) {
    if (lower in types) return kind;
  }
  return undefined;
}

/** The content type a previewable file is served with. */
export function previewContentType(extension: string): string | undefined {
  const lower = extension.toLowerCase();
  if (TEXT.has(lower)) return 'text/plain; charset=utf-8';
  for (const types of Object.values(MEDIA_TYPES) as Record<string, string>[]) {
    if (lower in types) return types[lower];
  }
  return undefined;
}

export const BROWSER_IMAGE_EXTENSIONS = Object.keys(MEDIA_TYPES.image);
export const BROWSER_VIDEO_EXTENSIONS = Object.keys(MEDIA_TYPES.video);
export const BROWSER_AUDIO_EXTENSIONS = Object.keys(MEDIA_TYPES.audio);
