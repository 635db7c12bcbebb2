/**
 * A `Content-Disposition` value for a user's file name in any language: an ASCII `filename=` for
 * old clients and the exact name as RFC 5987 `filename*=UTF-8''…`, which every current browser
 * prefers. Control characters are dropped so a name can never split the header, and so are bidi
 * overrides, which can disguise a name's real extension in a save dialog.
 */
export function contentDisposition(filename: string, inline = false): string {
  // Cs matches only unpaired surrogates, which encodeURIComponent would throw on.
  const clean =
    filename.replace(/[\p{Cc}\p{Cs}\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu, '').trim() ||
    'download';
  const asciiFallback = clean.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${asciiFallback}"; filename*=UTF-8''${encodeRfc5987(clean)}`;
}

/** Percent-encodes everything outside RFC 5987's attr-char set. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
