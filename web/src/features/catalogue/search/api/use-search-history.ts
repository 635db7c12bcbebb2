import { useCallback, useState } from 'react';
import { addToHistory, parseHistory, SEARCH_HISTORY_KEY } from '../rules/search-history';

function read(): string[] {
  try {
    return parseHistory(localStorage.getItem(SEARCH_HISTORY_KEY));
  } catch {
    return [];
  }
}

function write(history: string[]): void {
  try {
    if (history.length === 0) localStorage.removeItem(SEARCH_HISTORY_KEY);
    else localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(history));
  } catch {
    // Storage can be full or switched off: the history then lasts as long as the page.
  }
}

/** This browser's search history (localStorage), with remember and clear. */
export function useSearchHistory() {
  const [history, setHistory] = useState(read);
  const remember = useCallback((keyword: string) => {
    const next = addToHistory(read(), keyword);
    write(next);
    setHistory(next);
  }, []);
  const clear = useCallback(() => {
    write([]);
    setHistory([]);
  }, []);
  return { history, remember, clear };
}
