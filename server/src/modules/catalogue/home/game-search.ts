import type { Language } from '@qiao/contracts/languages';
import { extensionPoint } from '../../../platform/modules/extension-point';

/** A game as the search's "games" tab lists it. */
export interface FoundGame {
  /** Stable for the same game across searches (a name-based UUID). */
  id: string;
  title: string;
  summary: string;
  /** The hash route of the games page, opened at this game. */
  route: string;
}

/**
 * Finds the games whose names or descriptions `words` matches (every game for a word that means
 * "games"), texts in `language`, in the games page's order. The games module provides it: the
 * catalogue cannot import it.
 */
export type GameSearch = (
  keyword: string,
  words: (texts: readonly string[]) => boolean,
  language: Language,
) => FoundGame[];

export const GAME_SEARCH = extensionPoint<GameSearch>('catalogue.gameSearch');
