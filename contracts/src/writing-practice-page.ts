/**
 * Writing practice (spec learning area §2 `spell-practice/spell-practice`): a run of characters
 * from a category, from those due for review, or from all the learner has written; each is
 * written, graded by markFont and scheduled. The page's address lives in the contracts because
 * the plans link to it as well as the writing tool; this file imports nothing, so the router
 * that registers the page adds nothing else to the home's first load.
 */
export const SPELL_PRACTICE_PAGE = '/pages/spell-practice/spell-practice';

export const PRACTICE_RUN = {
  /** Characters in a run unless the learner chooses another length. */
  defaultLength: 10,
  lengths: [5, 10, 20],
} as const;

/** Where a run's characters come from: a category (`hsk:1`…), the due ones, or all written. */
export type PracticeSource = { kind: 'category'; categoryId: string } | { kind: 'due' | 'mine' };

/** The practice page's address for one source (`?from=due`, `?category=hsk:1`). */
export function practicePageLink(source?: PracticeSource): { pathname: string; search: string } {
  if (!source) return { pathname: SPELL_PRACTICE_PAGE, search: '' };
  const search =
    source.kind === 'category'
      ? `?category=${encodeURIComponent(source.categoryId)}`
      : `?from=${source.kind}`;
  return { pathname: SPELL_PRACTICE_PAGE, search };
}

/** The query of an address, as the browser's `URLSearchParams` reads it. */
export interface AddressQuery {
  get(name: string): string | null;
}

/** The source an address asks for, or none when it names nothing (the page then offers a choice). */
export function practiceSourceOf(search: AddressQuery): PracticeSource | undefined {
  const category = search.get('category')?.trim();
  if (category) return { kind: 'category', categoryId: category };
  const from = search.get('from');
  return from === 'due' || from === 'mine' ? { kind: from } : undefined;
}
