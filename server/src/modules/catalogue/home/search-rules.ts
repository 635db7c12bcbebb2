import { SEARCH_LIMITS } from '@qiao/contracts/catalogue-home';
import { searchForm } from '../search-text';

/**
 * The ILIKE pattern that finds a keyword anywhere in `search_text`: the keyword in the same search
 * form the stored text is in, its LIKE wildcards escaped (a user's "%" or "_" is a character, not a
 * wildcard). Null when nothing searchable is left (only marks, tatweel or spaces).
 */
export function containsPattern(keyword: string): string | null {
  const form = searchForm(keyword);
  if (!form) return null;
  return `%${form.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The word a search counts for among the hot words: trimmed, spaces squeezed, never longer than a
 * keyword may be. Null for an empty one.
 */
export function hotWordOf(keyword: string): string | null {
  const word = keyword.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (!word) return null;
  return [...word].slice(0, SEARCH_LIMITS.keywordMaxLength).join('');
}
