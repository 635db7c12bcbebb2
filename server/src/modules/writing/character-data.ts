import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CategoryKind, CharacterBrief, WordBrief } from '@qiao/contracts/writing';
import { searchEntry, type SearchEntry } from '@qiao/contracts/writing-search';

/** characters.json as `npm run writing:data` writes it (server/data/writing/NOTICE.md). */
interface CharacterFile {
  version: 1;
  characters: {
    char: string;
    pinyin: string[];
    radical: string;
    strokeCount: number;
    en: string[];
    ar?: string;
    zh?: string;
    hsk?: number;
    yct?: number;
  }[];
  words: {
    word: string;
    pinyin: string;
    en: string[];
    ar?: string;
    zh?: string;
    hsk?: number;
    yct?: number;
  }[];
  lessons: {
    id: string;
    course: 'hsk' | 'yct';
    title: { ar: string; zh: string; en: string };
    characters: string;
  }[];
}

export interface Category {
  id: string;
  kind: CategoryKind;
  title: { ar: string; zh: string; en: string };
  chars: string[];
}

/** The writing tool's data, read once and indexed for lookups, categories and search. */
export interface CharacterData {
  characters: Map<string, CharacterBrief>;
  /** Words holding each character, the lowest levels first. */
  wordsOf: Map<string, WordBrief[]>;
  categories: Map<string, Category>;
  /** Characters and words, for as-you-type search. */
  entries: SearchEntry<CharacterBrief | WordBrief>[];
  /** Characters only, for searchFont. */
  characterEntries: SearchEntry<CharacterBrief>[];
}

const DATA_FILE = fileURLToPath(new URL('../../../data/writing/characters.json', import.meta.url));

// Levels before lists' order: an HSK 1 character is more common than an HSK 5 one.
const levelOf = (item: { hsk?: number; yct?: number }) => Math.min(item.hsk ?? 9, item.yct ?? 9);

const LEVEL_TITLES = {
  hsk: (level: number) => ({
    ar: `HSK المستوى ${level}`,
    zh: `HSK ${level}级`,
    en: `HSK level ${level}`,
  }),
  yct: (level: number) => ({
    ar: `YCT المستوى ${level}`,
    zh: `YCT ${level}级`,
    en: `YCT level ${level}`,
  }),
};

export function indexCharacterData(file: CharacterFile): CharacterData {
  const characters = new Map<string, CharacterBrief>();
  const categories = new Map<string, Category>();
  const addTo = (id: string, kind: CategoryKind, title: Category['title'], char: string) => {
    const category = categories.get(id) ?? { id, kind, title, chars: [] };
    category.chars.push(char);
    categories.set(id, category);
  };

  for (const row of file.characters) {
    const { char, pinyin, radical, strokeCount, en, ar, zh, hsk, yct } = row;
    characters.set(char, {
      char,
      pinyin,
      radical,
      strokeCount,
      meanings: { en, ...(ar ? { ar } : {}), ...(zh ? { zh } : {}) },
      ...(hsk ? { hsk } : {}),
      ...(yct ? { yct } : {}),
    });
    if (hsk) addTo(`hsk:${hsk}`, 'hsk', LEVEL_TITLES.hsk(hsk), char);
    if (yct) addTo(`yct:${yct}`, 'yct', LEVEL_TITLES.yct(yct), char);
    addTo(`radical:${radical}`, 'radical', { ar: radical, zh: radical, en: radical }, char);
  }
  for (const lesson of file.lessons) {
    for (const char of lesson.characters) {
      if (characters.has(char)) addTo(`lesson:${lesson.id}`, 'lesson', lesson.title, char);
    }
  }

  const words: WordBrief[] = file.words.map(({ word, pinyin, en, ar, zh, hsk, yct }) => ({
    word,
    pinyin,
    meanings: { en, ...(ar ? { ar } : {}), ...(zh ? { zh } : {}) },
    ...(hsk ? { hsk } : {}),
    ...(yct ? { yct } : {}),
  }));
  const wordsOf = new Map<string, WordBrief[]>();
  for (const word of [...words].sort((a, b) => levelOf(a) - levelOf(b))) {
    for (const char of new Set(word.word)) {
      if (word.word.length > 1) wordsOf.set(char, [...(wordsOf.get(char) ?? []), word]);
    }
  }

  const order = file.characters.length + file.words.length;
  const characterEntries = file.characters.map((row, place) =>
    searchEntry({
      kind: 'character',
      text: row.char,
      commonness: levelOf(row) * order + place,
      readings: row.pinyin,
      en: row.en,
      ar: row.ar,
      item: characters.get(row.char)!,
    }),
  );
  // A one-character word is the character itself, already an entry.
  const wordEntries = file.words.flatMap((row, place) =>
    [...row.word].length > 1
      ? [
          searchEntry<CharacterBrief | WordBrief>({
            kind: 'word',
            text: row.word,
            commonness: levelOf(row) * order + file.characters.length + place,
            readings: [row.pinyin],
            en: row.en,
            ar: row.ar,
            item: words[place]!,
          }),
        ]
      : [],
  );
  return {
    characters,
    wordsOf,
    categories,
    entries: [...characterEntries, ...wordEntries],
    characterEntries,
  };
}

let loaded: CharacterData | undefined;

/** The data of this process, indexed on first use (a few hundred milliseconds, once). */
export function characterData(): CharacterData {
  loaded ??= indexCharacterData(JSON.parse(readFileSync(DATA_FILE, 'utf8')) as CharacterFile);
  return loaded;
}
