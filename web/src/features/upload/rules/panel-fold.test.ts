import { describe, expect, it } from 'vitest';
import { foldChange } from './panel-fold';

describe('the upload panel folds itself', () => {
  it.each([
    // in progress before → after, finished after: what the panel does
    [1, 0, 1, 'fold', 'the last upload is done: out of the way of the list'],
    [3, 0, 3, 'fold', 'a batch is done'],
    [1, 0, 0, 'stay', 'the last one was removed, nothing went up: nothing to report'],
    [2, 1, 1, 'stay', 'one done, one still going'],
    [0, 0, 1, 'stay', 'nothing changed'],
    [0, 1, 1, 'unfold', 'new files come: show them'],
    [1, 2, 0, 'unfold', 'more files come'],
    [2, 1, 0, 'stay', 'one removed, one going'],
  ] as const)(
    '%i → %i uploading, %i finished: %s (%s)',
    (before, after, finished, change, _why) => {
      expect(foldChange(before, { inProgress: after, finished })).toBe(change);
    },
  );
});
