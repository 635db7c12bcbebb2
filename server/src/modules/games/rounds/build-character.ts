import { ROUND_ITEMS, type RoundOf } from '@qiao/contracts/games';
import type { CharacterBrief } from '@qiao/contracts/writing';
import { readStrokeData } from '../../writing';
import { levelCharacters, optionId, shuffled, type DrawnRound } from './draw-kit';

/** Choices of each kind of part: the right one and this many others. */
const DISTRACTORS = 2;

interface Split {
  character: CharacterBrief;
  radical: string[];
  other: string[];
}

/**
 * The data has no full decomposition, only each character's radical and which of its strokes
 * draw it (Hanzi Writer's radStrokes): a character splits into its radical's strokes and the rest.
 * Only characters whose radical is part of them, not the whole, can be built.
 */
async function splitCharacter(character: CharacterBrief): Promise<Split | null> {
  const data = await readStrokeData(character.char).catch(() => null);
  const radStrokes = new Set(data?.radStrokes ?? []);
  if (!data || radStrokes.size === 0 || radStrokes.size >= data.strokes.length) return null;
  return {
    character,
    radical: data.strokes.filter((_, index) => radStrokes.has(index)),
    other: data.strokes.filter((_, index) => !radStrokes.has(index)),
  };
}

/**
 * Each item shows a character's pinyin and meaning; the learner chooses its radical and its other
 * part among parts of other characters of the round (other radicals, other rests).
 */
export async function drawBuildCharacter(
  level: number,
): Promise<DrawnRound<RoundOf<'buildCharacter'>>> {
  const count = ROUND_ITEMS.buildCharacter[level - 1]!;
  const splits: Split[] = [];
  const radicals = new Set<string>();
  // The item is read by its meaning: characters with Qiao's own Arabic and Chinese explanation come
  // first, so an Arabic or Chinese learner is not shown CC-CEDICT's English where it can be helped.
  const all = levelCharacters(level);
  const explained = (one: CharacterBrief) => Boolean(one.meanings.ar && one.meanings.zh);
  const candidates = [
    ...shuffled(all.filter(explained)),
    ...shuffled(all.filter((one) => !explained(one))),
  ];
  for (const character of candidates) {
    if (splits.length >= count + DISTRACTORS) break;
    // One character per radical, so no two choices are the same radical drawn twice.
    if (radicals.has(character.radical)) continue;
    const split = await splitCharacter(character);
    if (!split) continue;
    radicals.add(character.radical);
    splits.push(split);
  }
  const asked = splits.slice(0, count);
  const key: string[][] = [];
  const items = asked.map((split, place) => {
    const others = shuffled(splits.filter((_, index) => index !== place)).slice(0, DISTRACTORS);
    const radical = { id: optionId(), strokes: split.radical };
    const other = { id: optionId(), strokes: split.other };
    key.push([radical.id, other.id]);
    return {
      id: optionId(),
      pinyin: split.character.pinyin[0]!,
      meanings: split.character.meanings,
      radicalParts: shuffled([
        radical,
        ...others.map((one) => ({ id: optionId(), strokes: one.radical })),
      ]),
      otherParts: shuffled([
        other,
        ...others.map((one) => ({ id: optionId(), strokes: one.other })),
      ]),
    };
  });
  return { content: { game: 'buildCharacter', items }, key };
}
