import { WRITING_LIMITS } from './writing';

/**
 * The writing tool's search as pure rules: what a typed query is (Chinese text, pinyin with tone
 * marks, with tone numbers or without tones, or a meaning), the keys an entry is found by, and the
 * ranking. The server builds the entries once; the web may run the same rules offline.
 */

const TONE_OF_MARK: Record<string, string> = {
  '\u0304': '1',
  '\u0301': '2',
  '\u030c': '3',
  '\u0300': '4',
};
const DIAERESIS = '\u0308';
const HAN = /\p{Script=Han}/u;
const HAN_ALL = /\p{Script=Han}/gu;
const TONE_MARKS = /[\u0304\u0301\u030c\u0300]/;
const ARABIC = /\p{Script=Arabic}/u;
// Arabic short vowels, tanween, shadda, sukun and the tatweel: spelled or not, the word is the same.
const ARABIC_MARKS = /[\u064b-\u065f\u0670\u0640]/g;

/** `nǚ` → `nv3`, `ma` → `ma5`: one syllable with its tone as a number (neutral tone: 5). */
export function numberedSyllable(marked: string): string {
  let tone = '5';
  let letters = '';
  for (const part of marked.normalize('NFD').toLowerCase()) {
    if (TONE_OF_MARK[part]) tone = TONE_OF_MARK[part];
    else if (part === DIAERESIS) letters = letters.replace(/u$/, 'v');
    else letters += part;
  }
  return letters + tone;
}

/** The three pinyin keys of a reading such as `nǐ hǎo`, compact: `nǐhǎo`, `ni3hao3`, `nihao`. */
export function pinyinKeys(reading: string): {
  marked: string;
  numbered: string;
  toneless: string;
} {
  const syllables = reading.toLowerCase().split(/\s+/).filter(Boolean);
  const numbered = syllables.map(numberedSyllable).join('');
  return {
    marked: syllables.join('').normalize('NFC'),
    numbered,
    toneless: numbered.replace(/\d/g, ''),
  };
}

/** Lower case, without Arabic diacritics, with the letters people type interchangeably unified. */
export function foldMeaning(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(ARABIC_MARKS, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A meaning cut into the phrases a person would type: `to eat; (coll.) to have a meal` → …. */
export function meaningPhrases(meaning: string): string[] {
  return foldMeaning(meaning)
    .replace(/\([^)]*\)/g, ' ')
    .split(/[;,،؛/]/)
    .map((phrase) => phrase.replace(/^to /, '').replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

export type ParsedQuery =
  | { kind: 'han'; text: string }
  | { kind: 'marked'; key: string }
  | { kind: 'numbered'; key: string }
  | { kind: 'latin'; key: string; phrase: string }
  | { kind: 'arabic'; phrase: string };

export type QueryRefusal = 'writingQueryEmpty' | 'writingQueryUnreadable';

/**
 * What a typed query is. Chinese characters search by text; a tone mark or number makes it pinyin
 * with tones; other Latin letters are pinyin without tones or an English meaning; Arabic letters
 * are a meaning. Empty, over-long or letterless text is refused.
 */
export function parseQuery(raw: string): ParsedQuery | QueryRefusal {
  const query = raw.normalize('NFC').trim();
  if (query === '') return 'writingQueryEmpty';
  if ([...query].length > WRITING_LIMITS.queryMaxLength) return 'writingQueryUnreadable';
  if (HAN.test(query)) return { kind: 'han', text: (query.match(HAN_ALL) ?? []).join('') };
  if (ARABIC.test(query)) {
    const phrase = foldMeaning(query.replace(/[^\p{Script=Arabic}\p{M}\s]/gu, ' '));
    return phrase === '' ? 'writingQueryUnreadable' : { kind: 'arabic', phrase };
  }
  const lower = query.toLowerCase().replace(/u:/g, 'v');
  const decomposed = lower.normalize('NFD');
  if (!/[a-z]/.test(decomposed)) return 'writingQueryUnreadable';
  if (TONE_MARKS.test(decomposed)) {
    const key = lower.replace(/[^\p{L}\p{M}]/gu, '').normalize('NFC');
    return { kind: 'marked', key };
  }
  if (/[a-z][0-5]/.test(lower)) {
    // 0 and 5 both write the neutral tone; the entries' keys use 5.
    return { kind: 'numbered', key: lower.replace(/0/g, '5').replace(/[^a-z1-5]/g, '') };
  }
  const words = foldMeaning(lower.replace(/[^a-z\s'-]/g, ' '));
  // Meanings are kept without their leading "to" (`to eat` → `eat`), so the query is too.
  return { kind: 'latin', key: words.replace(/[^a-z]/g, ''), phrase: words.replace(/^to /, '') };
}

/** An entry found by search, with its keys made once. */
export interface SearchEntry<T = unknown> {
  kind: 'character' | 'word';
  text: string;
  /** Lower is more common: the level that introduces it, then its place in the lists. */
  commonness: number;
  pinyin: { marked: string; numbered: string; toneless: string }[];
  english: string[];
  arabic: string[];
  /**
   * Every key and phrase above on one line each: any match contains the query's text, so one
   * substring test skips most entries before they are scored.
   */
  haystack: string;
  item: T;
}

export function searchEntry<T>(input: {
  kind: 'character' | 'word';
  text: string;
  commonness: number;
  readings: string[];
  en: string[];
  ar?: string;
  item: T;
}): SearchEntry<T> {
  const pinyin = input.readings.map(pinyinKeys);
  const english = input.en.flatMap(meaningPhrases);
  const arabic = input.ar ? meaningPhrases(input.ar) : [];
  const haystack = [
    input.text,
    ...pinyin.flatMap((keys) => [keys.marked, keys.numbered, keys.toneless]),
    ...english,
    ...arabic,
  ].join('\n');
  return {
    kind: input.kind,
    text: input.text,
    commonness: input.commonness,
    pinyin,
    english,
    arabic,
    haystack,
    item: input.item,
  };
}

export type MatchedBy = 'character' | 'pinyin' | 'meaning';

// Scores: an exact match before a prefix, text before pinyin before meaning, tones before none.
const SCORE = {
  textExact: 1000,
  textPrefix: 800,
  textInside: 600,
  tonedExact: 900,
  tonedPrefix: 700,
  tonelessExact: 850,
  tonelessPrefix: 650,
  meaningExact: 500,
  meaningPrefix: 300,
  meaningWord: 250,
  /** Taken off a pinyin match on a character's less common reading (呢 is ne before ní). */
  otherReading: 50,
} as const;

type PinyinKind = 'marked' | 'numbered' | 'toneless';

// Loops rather than map/max: this runs for thousands of entries on every key press.
function keyScore(
  readings: SearchEntry['pinyin'],
  kind: PinyinKind,
  key: string,
  exact: number,
  prefix: number,
): number {
  if (key === '') return 0;
  let best = 0;
  for (let reading = 0; reading < readings.length; reading++) {
    const k = readings[reading]![kind];
    let score = k === key ? exact : k.startsWith(key) ? prefix : 0;
    if (score > 0 && reading > 0) score -= SCORE.otherReading;
    if (score > best) best = score;
  }
  return best;
}

/** Whether `words` holds `word` between spaces or its ends, without building strings. */
function hasWord(words: string, word: string): boolean {
  for (let at = words.indexOf(word); at !== -1; at = words.indexOf(word, at + 1)) {
    const end = at + word.length;
    if ((at === 0 || words[at - 1] === ' ') && (end === words.length || words[end] === ' ')) {
      return true;
    }
  }
  return false;
}

function phraseScore(phrases: string[], phrase: string): number {
  if (phrase === '') return 0;
  let best = 0;
  for (const p of phrases) {
    if (p === phrase) return SCORE.meaningExact;
    if (phrase.length < 2) continue;
    if (p.startsWith(phrase)) best = Math.max(best, SCORE.meaningPrefix);
    else if (hasWord(p, phrase)) best = Math.max(best, SCORE.meaningWord);
  }
  return best;
}

function containsAny(haystack: string, needles: string[]): boolean {
  for (const needle of needles) if (haystack.includes(needle)) return true;
  return false;
}

/** Text every match of the query contains (two for a Latin query: pinyin or meaning). */
function needlesOf(query: ParsedQuery): string[] {
  switch (query.kind) {
    case 'han':
      return [query.text];
    case 'marked':
    case 'numbered':
      return [query.key];
    case 'latin':
      // One letter finds pinyin or an exact one-letter meaning, never a longer meaning.
      return query.phrase.length >= 2 ? [query.key, query.phrase] : [query.key];
    case 'arabic':
      return [query.phrase];
  }
}

/** How well an entry answers a query (0: not at all) and by what it matched. */
export function scoreEntry(
  entry: SearchEntry,
  query: ParsedQuery,
): { score: number; matched: MatchedBy } {
  switch (query.kind) {
    case 'han': {
      const { text } = entry;
      const score =
        text === query.text
          ? SCORE.textExact
          : text.startsWith(query.text)
            ? SCORE.textPrefix
            : text.includes(query.text)
              ? SCORE.textInside
              : 0;
      return { score, matched: 'character' };
    }
    case 'marked':
      return {
        score: keyScore(entry.pinyin, 'marked', query.key, SCORE.tonedExact, SCORE.tonedPrefix),
        matched: 'pinyin',
      };
    case 'numbered':
      return {
        score: keyScore(entry.pinyin, 'numbered', query.key, SCORE.tonedExact, SCORE.tonedPrefix),
        matched: 'pinyin',
      };
    case 'latin': {
      const pinyin = keyScore(
        entry.pinyin,
        'toneless',
        query.key,
        SCORE.tonelessExact,
        SCORE.tonelessPrefix,
      );
      const meaning = phraseScore(entry.english, query.phrase);
      return pinyin >= meaning
        ? { score: pinyin, matched: 'pinyin' }
        : { score: meaning, matched: 'meaning' };
    }
    case 'arabic':
      return { score: phraseScore(entry.arabic, query.phrase), matched: 'meaning' };
  }
}

export interface RankedEntry<T> {
  entry: SearchEntry<T>;
  score: number;
  matched: MatchedBy;
}

/** Better score first; then the more common; then characters before words; then the shorter. */
export function compareRanked<T>(a: RankedEntry<T>, b: RankedEntry<T>): number {
  return (
    b.score - a.score ||
    a.entry.commonness - b.entry.commonness ||
    Number(a.entry.kind === 'word') - Number(b.entry.kind === 'word') ||
    a.entry.text.length - b.entry.text.length ||
    (a.entry.text < b.entry.text ? -1 : a.entry.text > b.entry.text ? 1 : 0)
  );
}

/**
 * The entries that answer a query, best first; `limit` keeps only the best few without sorting
 * every match (as-you-type asks for ten of thousands).
 */
export function rankEntries<T>(
  entries: readonly SearchEntry<T>[],
  query: ParsedQuery,
  limit = Number.POSITIVE_INFINITY,
): RankedEntry<T>[] {
  const kept: RankedEntry<T>[] = [];
  const needles = needlesOf(query).filter(Boolean);
  for (const entry of entries) {
    if (!containsAny(entry.haystack, needles)) continue;
    const { score, matched } = scoreEntry(entry, query);
    if (score === 0) continue;
    const ranked = { entry, score, matched };
    if (!Number.isFinite(limit)) {
      kept.push(ranked);
      continue;
    }
    if (kept.length >= limit && compareRanked(ranked, kept[kept.length - 1]!) >= 0) continue;
    let at = kept.length;
    while (at > 0 && compareRanked(ranked, kept[at - 1]!) < 0) at--;
    kept.splice(at, 0, ranked);
    if (kept.length > limit) kept.pop();
  }
  return Number.isFinite(limit) ? kept : kept.sort(compareRanked);
}
