/**
 * What the upload panel does when its rows change. Once every upload is done it folds down to its
 * title and counts: left open it would cover the file list with an empty "uploading" tab. New
 * files open it out again. Otherwise it stays as the learner left it.
 */
export function foldChange(
  inProgressBefore: number,
  after: { inProgress: number; finished: number },
): 'fold' | 'unfold' | 'stay' {
  if (after.inProgress > inProgressBefore) return 'unfold';
  if (inProgressBefore > 0 && after.inProgress === 0 && after.finished > 0) return 'fold';
  return 'stay';
}
