const EXTENSIONS: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'application/pdf': 'pdf',
  'application/epub+zip': 'epub',
  'text/vtt': 'vtt',
};

/** The name a media file is saved under: its title in the reader's language and its type's extension. */
export function fileNameFor(title: string, type: string): string {
  const base =
    title
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .trim()
      .slice(0, 120) || 'media';
  const extension = EXTENSIONS[type.split(';')[0]?.trim().toLowerCase() ?? ''];
  return extension ? `${base}.${extension}` : base;
}
