import { ROUND_ITEMS, type RoundOf } from '@qiao/contracts/games';
import { levelCharacters, optionId, shuffled, type DrawnRound } from './draw-kit';

/**
 * Characters of the level with their first reading, no two with the same pinyin, so every pinyin
 * card has one character to match.
 */
export function drawPinyinPairs(level: number): DrawnRound<RoundOf<'pinyinPairs'>> {
  const count = ROUND_ITEMS.pinyinPairs[level - 1]!;
  const seen = new Set<string>();
  const pairs = shuffled(levelCharacters(level))
    .filter((character) => {
      const pinyin = character.pinyin[0]!;
      if (seen.has(pinyin)) return false;
      seen.add(pinyin);
      return true;
    })
    .slice(0, count)
    .map((character) => ({ id: optionId(), char: character.char, pinyin: character.pinyin[0]! }));
  return { content: { game: 'pinyinPairs', pairs }, key: pairs.map((pair) => [pair.id]) };
}
