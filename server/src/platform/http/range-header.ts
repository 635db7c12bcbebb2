/** The one byte range a `Range: bytes=…` header asks for, resolved against the size. */
export type RangeRequest = { start: number; end: number } | 'unsatisfiable' | undefined;

/**
 * Single ranges only (`bytes=0-99`, `bytes=100-`, `bytes=-500`), which is what players and
 * download managers send; anything else is answered with the whole file, as HTTP allows.
 */
export function parseRangeHeader(header: string | undefined, size: number): RangeRequest {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
