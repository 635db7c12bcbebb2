import { SEARCH_LIMITS } from '@qiao/contracts/catalogue-home';

/** Where the browser keeps the words this person searched for, newest first. */
export const SEARCH_HISTORY_KEY = 'searchHistory';

/**
 * The history after searching `keyword`: it moves to the front (once, whatever its spacing),
 * and the oldest fall off past the limit.
 */
export function addToHistory(history: readonly string[], keyword: string): string[] {
  const word = keyword.replace(/\s+/g, ' ').trim();
  if (!word) return [...history];
  const rest = history.filter((entry) => entry.toLowerCase() !== word.toLowerCase());
  return [word, ...rest].slice(0, SEARCH_LIMITS.historySize);
}

/** Reads the stored history; anything unreadable is an empty history, never an error. */
export function parseHistory(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return value
      .filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '')
      .slice(0, SEARCH_LIMITS.historySize);
  } catch {
    return [];
  }
}
