import { ROUND_ITEMS, type RoundOf } from '@qiao/contracts/games';
import { readingSounds } from '../../writing';
import { levelCharacters, optionId, shuffled, toneOf, type DrawnRound } from './draw-kit';

/**
 * Syllables of the level's characters, each played from the writing tool's recording of exactly
 * the reading asked (every reading of the data is recorded), so a browser without a Chinese voice
 * hears the same rounds. A character whose first reading has no recording (the data rebuilt
 * without new sounds) is asked only when it has one reading, spoken by the browser, and never in
 * a `recordedOnly` round.
 */
export function drawToneListening(
  level: number,
  recordedOnly: boolean,
): DrawnRound<RoundOf<'toneListening'>> {
  const count = ROUND_ITEMS.toneListening[level - 1]!;
  const heard = levelCharacters(level).flatMap((character) => {
    const audio = readingSounds(character.pinyin.slice(0, 1))[0] ?? null;
    if (!audio && (recordedOnly || character.pinyin.length > 1)) return [];
    return [{ character, audio }];
  });
  const chosen = shuffled(heard).slice(0, count);
  const items = chosen.map(({ character, audio }) => ({
    id: optionId(),
    char: character.char,
    syllable: toneOf(character.pinyin[0]!).syllable,
    audio,
    speech: character.char,
  }));
  return {
    content: { game: 'toneListening', items },
    key: chosen.map(({ character }) => [String(toneOf(character.pinyin[0]!).tone)]),
  };
}
