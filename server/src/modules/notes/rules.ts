import type { ErrorKey } from '@qiao/contracts/errors';
import { NOTE_LIMITS } from '@qiao/contracts/notes';
import {
  hasInlineImage,
  plainTextOf,
  richTextIsEmpty,
  sanitizeRichText,
} from '../../platform/html/rich-text';

export type NoteCheck =
  { ok: true; title: string; content: string } | { ok: false; error: ErrorKey };

/**
 * What a note may be (spec learning area §5): a title and a content that are not empty, the
 * content kept through the rich-text allow-list. Emptiness is judged after sanitising, so a
 * content of only a script or an empty paragraph is empty; a pasted (inline) picture is refused
 * rather than silently dropped, so the learner knows to insert it with the image button.
 */
export function checkNote(input: { title: string; content: string }): NoteCheck {
  const title = input.title.replace(/\s+/g, ' ').trim();
  if (title === '') return { ok: false, error: 'noteTitleEmpty' };
  if (hasInlineImage(input.content)) return { ok: false, error: 'notePastedImage' };
  const content = sanitizeRichText(input.content);
  if (richTextIsEmpty(content)) return { ok: false, error: 'noteContentEmpty' };
  return { ok: true, title, content };
}

const BLOCK_END = /<\/(p|div|li|h[1-6]|td|th|blockquote|pre)>|<br\s*\/?>/gi;

/** The words a list shows for a note: its text without markup, cut at a word where it can be. */
export function noteExcerpt(content: string, length: number = NOTE_LIMITS.excerptLength): string {
  // Blocks and line breaks part words: "<p>a</p><p>b</p>" reads "a b", not "ab".
  const text = plainTextOf(content.replace(BLOCK_END, '$& '));
  const chars = [...text];
  if (chars.length <= length) return text;
  const cut = chars.slice(0, length).join('');
  const space = cut.lastIndexOf(' ');
  return `${space > length / 2 ? cut.slice(0, space) : cut}…`;
}
