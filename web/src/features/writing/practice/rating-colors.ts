import type { WritingRating } from '@qiao/contracts/writing';

/** The tag colour of each grade, the same in a step and in the summary. */
export const RATING_COLORS: Record<WritingRating, string> = {
  again: 'red',
  hard: 'orange',
  good: 'green',
  easy: 'blue',
};
