/**
 * True when the editor's content shows nothing: no words and no picture, media or video embed
 * (the server's own emptiness rule, said at once in the form).
 */
export function editorHtmlIsEmpty(html: string): boolean {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .trim();
  return text === '' && !/<(img|video|audio|iframe)\b/i.test(html);
}
