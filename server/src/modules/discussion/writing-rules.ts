import { DISCUSSION_LIMITS } from '@qiao/contracts/discussion-rules';
import { AppError } from '../../platform/http/app-error';
import { hasInlineImage, richTextIsEmpty, sanitizeRichText } from '../../platform/html/rich-text';

/**
 * The stored form of what a person writes: pasted (data:) pictures refused before sanitising (the
 * allow-list would drop their address and leave an empty picture), then the allow-list, then the
 * emptiness and length checks on what is left. Throws the catalogue's error for each case.
 */
export function cleanRichText(html: string, maxLength: number): string {
  if (hasInlineImage(html)) throw new AppError('postPastedImage');
  const clean = sanitizeRichText(html);
  if (richTextIsEmpty(clean)) throw new AppError('postContentEmpty');
  if (clean.length > maxLength) throw new AppError('postTooLong', { limit: maxLength });
  return clean;
}

/** A post's title: plain text, trimmed, not empty. */
export function cleanTitle(title: string): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  if (clean === '') throw new AppError('postTitleEmpty');
  return clean.slice(0, DISCUSSION_LIMITS.titleMaxLength);
}
