import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@qiao/contracts/pagination';
import { myWriteLogList, searchFont } from '@qiao/contracts/writing-calls';
import { cardsRun, categoryRun } from '@qiao/contracts/writing-practice';
import type { PracticeSource } from '@qiao/contracts/writing-practice-page';
import { callWriting } from '../api/call-writing';
import { useWritingUserId } from '../api/use-learner-writing';
import { writingKeys } from '../writing-keys';

/** Every page of a paged list: the first says how many there are, the others come together. */
async function allPages<T>(
  read: (currentPage: number) => Promise<{ list: T[]; total: number }>,
): Promise<T[]> {
  const first = await read(1);
  const pages = Math.ceil(first.total / MAX_PAGE_SIZE);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) => read(index + 2)),
  );
  return [first, ...rest].flatMap((page) => page.list);
}

/**
 * The characters of one run, chosen once when it starts (contracts/src/writing-practice.ts): a
 * category reviews its due characters, then new ones, then the rest; "due" and "mine" take the
 * learner's cards soonest first. A category's rule needs all of it and all the learner's cards
 * (a level holds up to ~900 characters), read a largest page at a time. The run is read once
 * and not refetched: the cards a writing changes must not reshuffle the run being written.
 */
export function usePracticeRun(source: PracticeSource, length: number, startedAt: number) {
  const userId = useWritingUserId();
  const key = source.kind === 'category' ? source.categoryId : source.kind;
  const cardsOf = (due: boolean, signal: AbortSignal) => (currentPage: number) =>
    callWriting(
      myWriteLogList,
      { due: due ? 'true' : 'false', currentPage, pageCount: MAX_PAGE_SIZE },
      { signal, userId, needsToken: true },
    );
  return useQuery({
    // Not under the learner's key, which each markFont invalidates (and so would refetch).
    queryKey: [...writingKeys.all, 'practice-run', userId ?? '', key, length, startedAt],
    queryFn: async ({ signal }) => {
      if (source.kind !== 'category') {
        // The learner's cards come soonest due first: the run's first page is enough.
        const cards = await cardsOf(source.kind === 'due', signal)(1);
        return cardsRun(
          cards.list.map(({ card }) => card),
          length,
        );
      }
      const [category, cards] = await Promise.all([
        allPages((currentPage) =>
          callWriting(
            searchFont,
            { category: source.categoryId, currentPage, pageCount: MAX_PAGE_SIZE },
            { signal },
          ),
        ),
        allPages(cardsOf(false, signal)),
      ]);
      return categoryRun(
        category.map((brief) => brief.char),
        cards.map(({ card }) => card),
        new Date(),
        length,
      );
    },
    enabled: Boolean(userId),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
    retry: false,
  });
}
