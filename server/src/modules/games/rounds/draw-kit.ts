import { randomBytes, randomInt } from 'node:crypto';
import { LEVEL_HSK } from '@qiao/contracts/games';
import type { CharacterBrief, WordBrief } from '@qiao/contracts/writing';
import { characterData } from '../../writing';

/** A new order of `items`, each order equally likely. */
export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** An option id the browser cannot read an answer from (not an index, not a text). */
export const optionId = () => randomBytes(6).toString('base64url');

/**
 * The characters a level draws from: those its HSK lists introduce (level 1 also the YCT lists'),
 * with Arabic or English meanings.
 */
export function levelCharacters(level: number): CharacterBrief[] {
  const hsk = LEVEL_HSK[level] ?? [];
  return [...characterData().characters.values()].filter(
    (character) =>
      (character.hsk !== undefined && hsk.includes(character.hsk)) ||
      (level === 1 && character.yct !== undefined),
  );
}

const TONE_MARKS: Record<string, number> = { '\u0304': 1, '\u0301': 2, '\u030c': 3, '\u0300': 4 };

/** A pinyin syllable's tone (5 for the neutral tone) and the syllable without its mark. */
export function toneOf(pinyin: string): { tone: number; syllable: string } {
  let tone = 5;
  const syllable = [...pinyin.normalize('NFD')]
    .filter((letter) => {
      const mark = TONE_MARKS[letter];
      if (mark) tone = mark;
      return !mark;
    })
    .join('')
    .normalize('NFC');
  return { tone, syllable };
}

/** The round's answer key and what the browser is shown of it. */
export interface DrawnRound<Content> {
  content: Content;
  key: string[][];
}

/** The words and characters a level draws from, by their HSK (or, at level 1, YCT) list. */
export function levelWords(level: number): WordBrief[] {
  const hsk = LEVEL_HSK[level] ?? [];
  const inLevel = (item: { hsk?: number; yct?: number }) =>
    (item.hsk !== undefined && hsk.includes(item.hsk)) || (level === 1 && item.yct !== undefined);
  const byWord = new Map<string, WordBrief>();
  for (const word of [...characterData().wordsOf.values()].flat()) {
    if (inLevel(word)) byWord.set(word.word, word);
  }
  for (const character of levelCharacters(level)) {
    byWord.set(character.char, {
      word: character.char,
      pinyin: character.pinyin[0]!,
      meanings: character.meanings,
      ...(character.hsk ? { hsk: character.hsk } : {}),
      ...(character.yct ? { yct: character.yct } : {}),
    });
  }
  return [...byWord.values()];
}
