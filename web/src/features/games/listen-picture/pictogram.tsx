import type { ReactElement } from 'react';
import type { PictureId } from '@qiao/contracts/games-picture-words';
import { ANIMAL_PICTOGRAMS } from './pictograms/animals';
import { BODY_PICTOGRAMS } from './pictograms/body';
import { FOOD_PICTOGRAMS } from './pictograms/food';
import { NATURE_PICTOGRAMS } from './pictograms/nature';
import { THING_PICTOGRAMS } from './pictograms/things';

/** Every picture word's drawing; the type fails the build when a word has none. */
const PICTOGRAMS: Record<PictureId, ReactElement> = {
  ...ANIMAL_PICTOGRAMS,
  ...FOOD_PICTOGRAMS,
  ...NATURE_PICTOGRAMS,
  ...BODY_PICTOGRAMS,
  ...THING_PICTOGRAMS,
};

/**
 * One of Qiao's pictograms (flat drawings, no words: the learner must recognise the thing heard).
 * Its name is the caller's to give, so the picture never says the answer to a screen reader early.
 */
export function Pictogram({ id, label }: { id: PictureId; label: string }) {
  return (
    <svg viewBox="0 0 64 64" role="img" aria-label={label} focusable="false">
      {PICTOGRAMS[id]}
    </svg>
  );
}
