import { ROUND_ITEMS, type RoundOf } from '@qiao/contracts/games';
import { characterData } from '../../writing';
import { recordedSounds, recordingOf } from '../recorded-sounds';
import { levelCharacters, optionId, shuffled, toneOf, type DrawnRound } from './draw-kit';

/**
 * Syllables of the level's one-reading characters. Each is played from the demo's recording when
 * there is one, else spoken by the browser; `recordedOnly` rounds (a browser without a Chinese
 * voice) hold only the recorded one-syllable sounds, whatever the level.
 */
export function drawToneListening(
  level: number,
  recordedOnly: boolean,
): DrawnRound<RoundOf<'toneListening'>> {
  const count = ROUND_ITEMS.toneListening[level - 1]!;
  const { characters } = characterData();
  const candidates = recordedOnly
    ? recordedSounds()
        .map((sound) => characters.get(sound.hanzi))
        .filter((character) => character !== undefined)
    : levelCharacters(level);
  // A character read two ways is asked only when recorded: the recording says its first reading.
  const chosen = shuffled(
    [...new Set(candidates)].filter((character) => recordedOnly || character.pinyin.length === 1),
  ).slice(0, count);
  const items = chosen.map((character) => ({
    id: optionId(),
    char: character.char,
    syllable: toneOf(character.pinyin[0]!).syllable,
    audio: recordingOf(character.char),
    speech: character.char,
  }));
  return {
    content: { game: 'toneListening', items },
    key: chosen.map((character) => [String(toneOf(character.pinyin[0]!).tone)]),
  };
}
