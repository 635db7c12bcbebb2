/** Bytes enough to tell the common sound formats apart. */
export const AUDIO_SNIFF_BYTES = 16;

/**
 * The media type of a stored sound from its first bytes (stored objects are content-addressed and
 * carry no type): MP3, Ogg, WAV, MP4/M4A, FLAC; anything else is sent as plain bytes.
 */
export function audioTypeOf(head: Buffer): string {
  const ascii = (start: number, end: number) => head.subarray(start, end).toString('latin1');
  if (ascii(0, 3) === 'ID3' || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0)) {
    return 'audio/mpeg';
  }
  if (ascii(0, 4) === 'OggS') return 'audio/ogg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'audio/wav';
  if (ascii(4, 8) === 'ftyp') return 'audio/mp4';
  if (ascii(0, 4) === 'fLaC') return 'audio/flac';
  return 'application/octet-stream';
}
