import type { PageRequest } from '@qiao/contracts/pagination';
import { pageWindow } from '@qiao/contracts/pagination';
import {
  WRITING_LIMITS,
  type CategoryKind,
  type CharacterBrief,
  type FontInfo,
  type QuickSuggestion,
  type WordBrief,
  type WritingCategory,
} from '@qiao/contracts/writing';
import { parseQuery, rankEntries, type ParsedQuery } from '@qiao/contracts/writing-search';
import { AppError } from '../../platform/http/app-error';
import { characterData } from './character-data';
import { readStrokeData } from './stroke-data';
import { readingSounds } from './syllable-sounds';

/** A character the data knows, or the translated "unknown character" naming what was sent. */
export function knownCharacter(char: string): CharacterBrief {
  const found = characterData().characters.get(char.normalize('NFC'));
  if (!found)
    throw new AppError('writingCharacterUnknown', { char: [...char].slice(0, 8).join('') });
  return found;
}

export async function fontInfo(char: string): Promise<FontInfo> {
  const brief = knownCharacter(char);
  const words = characterData().wordsOf.get(brief.char) ?? [];
  return {
    ...brief,
    sounds: readingSounds(brief.pinyin),
    strokeData: await readStrokeData(brief.char),
    words: words.slice(0, WRITING_LIMITS.wordsPerCharacter),
  };
}

const KIND_ORDER: Record<CategoryKind, number> = { hsk: 0, yct: 1, lesson: 2, radical: 3 };

/** Levels in order, lessons in course order, radicals by how many characters they hold. */
export function classifyList(kind?: CategoryKind): WritingCategory[] {
  return [...characterData().categories.values()]
    .filter((category) => !kind || category.kind === kind)
    .map((category, place) => ({ category, place }))
    .sort(
      (a, b) =>
        KIND_ORDER[a.category.kind] - KIND_ORDER[b.category.kind] ||
        (a.category.kind === 'radical' ? b.category.chars.length - a.category.chars.length : 0) ||
        a.place - b.place,
    )
    .map(({ category }) => ({
      id: category.id,
      kind: category.kind,
      title: category.title,
      count: category.chars.length,
      sample: category.chars.slice(0, 8).join(''),
    }));
}

function readQuery(raw: string): ParsedQuery {
  const query = parseQuery(raw);
  if (typeof query === 'string') throw new AppError(query);
  return query;
}

const pinyinOf = (item: CharacterBrief | WordBrief) =>
  'char' in item ? (item.pinyin[0] ?? '') : item.pinyin;

export function quickSearch(raw: string): QuickSuggestion[] {
  const ranked = rankEntries(
    characterData().entries,
    readQuery(raw),
    WRITING_LIMITS.quickSearchResults,
  );
  return ranked.map(({ entry, matched }) => ({
    kind: entry.kind,
    text: entry.text,
    pinyin: pinyinOf(entry.item),
    meanings: entry.item.meanings,
    matched,
  }));
}

/**
 * Characters by text, search or category. Chinese text answers its characters in order, each once
 * (a word to write character by character); characters the data lacks are named in the error.
 */
export function searchFont(
  input: { q?: string; category?: string },
  page: PageRequest,
): { list: CharacterBrief[]; total: number } {
  const { q, category } = input;
  if ((q === undefined) === (category === undefined)) throw new AppError('writingSearchOneWay');
  let found: CharacterBrief[];
  if (category !== undefined) {
    const chosen = characterData().categories.get(category);
    if (!chosen) throw new AppError('writingCategoryUnknown');
    found = chosen.chars.map((char) => characterData().characters.get(char)!);
  } else {
    const query = readQuery(q!);
    if (query.kind === 'han') {
      const chars = [...new Set(query.text)];
      const unknown = chars.filter((char) => !characterData().characters.has(char));
      if (unknown.length > 0)
        throw new AppError('writingCharacterUnknown', { char: unknown.join('') });
      found = chars.map((char) => characterData().characters.get(char)!);
    } else {
      found = rankEntries(characterData().characterEntries, query).map(({ entry }) => entry.item);
    }
  }
  const { limit, offset } = pageWindow(page);
  return { list: found.slice(offset, offset + limit), total: found.length };
}
