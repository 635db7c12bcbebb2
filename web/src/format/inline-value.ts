/**
 * A value such as "10 GB" kept whole inside a translated sentence: in its own direction (FIRST
 * STRONG ISOLATE … POP DIRECTIONAL ISOLATE), else an Arabic line draws it "GB 10", and with
 * no-break spaces, so it never breaks across lines.
 */
export function inlineValue(text: string): string {
  return `\u2068${text.replaceAll(' ', '\u00a0')}\u2069`;
}
