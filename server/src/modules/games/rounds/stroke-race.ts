import { ROUND_ITEMS, type RoundOf } from '@qiao/contracts/games';
import { readStrokeData } from '../../writing';
import { levelCharacters, optionId, shuffled, type DrawnRound } from './draw-kit';

/** Strokes a race character has at each level: few at first, more later. */
const STROKES_BY_LEVEL: Record<number, { min: number; max: number }> = {
  1: { min: 2, max: 7 },
  2: { min: 4, max: 10 },
  3: { min: 6, max: 14 },
};

/**
 * Characters of the level with a stroke count that suits it; each shows its strokes shuffled
 * (Hanzi Writer's paths, so each lands where it belongs once placed) under ids that say nothing of
 * their order. The key is the ids in writing order.
 */
export async function drawStrokeRace(level: number): Promise<DrawnRound<RoundOf<'strokeRace'>>> {
  const count = ROUND_ITEMS.strokeRace[level - 1]!;
  const range = STROKES_BY_LEVEL[level] ?? STROKES_BY_LEVEL[1]!;
  const chosen = shuffled(
    levelCharacters(level).filter(
      (character) => character.strokeCount >= range.min && character.strokeCount <= range.max,
    ),
  ).slice(0, count);
  const drawn = await Promise.all(
    chosen.map(async (character) => {
      const { strokes } = await readStrokeData(character.char);
      const placed = strokes.map((path) => ({ id: optionId(), path }));
      const item = {
        id: optionId(),
        char: character.char,
        pinyin: character.pinyin[0]!,
        strokes: shuffled(placed),
      };
      return { item, order: placed.map((stroke) => stroke.id) };
    }),
  );
  return {
    content: { game: 'strokeRace', items: drawn.map((one) => one.item) },
    key: drawn.map((one) => one.order),
  };
}
