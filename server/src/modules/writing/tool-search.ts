import type { Language } from '@qiao/contracts/languages';
import type { CharacterBrief } from '@qiao/contracts/writing';
import { meaningFor } from '@qiao/contracts/writing-meaning';
import { parseQuery, rankEntries } from '@qiao/contracts/writing-search';
import { SPELL_TOOL_NAMES, spellToolRoute } from '@qiao/contracts/writing-tool';
import { nameBasedId } from '../../platform/ids/name-based-id';
import type { FoundTool } from '../catalogue';
import { characterData } from './character-data';

function charactersNamedBy(keyword: string): CharacterBrief[] {
  const query = parseQuery(keyword);
  // Text the writing search cannot read (punctuation, a long phrase) names no character.
  if (typeof query === 'string') return [];
  const data = characterData();
  if (query.kind === 'han') {
    return [...new Set(query.text)].flatMap((char) => data.characters.get(char) ?? []);
  }
  return rankEntries(data.characterEntries, query).map(({ entry }) => entry.item);
}

/**
 * The search's "tools" tab, from the writing module: the writing tool itself when the keyword is
 * part of one of its names ("كتابة", "写字", "writing"), then the characters the keyword names (a
 * character, pinyin, a meaning), each opening the tool at that character.
 */
export function searchWritingTools(
  keyword: string,
  words: (texts: readonly string[]) => boolean,
  language: Language,
): FoundTool[] {
  const names = SPELL_TOOL_NAMES;
  const tool: FoundTool[] = words([
    ...Object.values(names.title),
    ...Object.values(names.summary),
    ...names.keywords,
  ])
    ? [
        {
          id: nameBasedId('writing', 'spell-tool'),
          kind: 'writingTool',
          title: names.title[language],
          summary: names.summary[language],
          route: spellToolRoute(),
        },
      ]
    : [];
  const characters = charactersNamedBy(keyword).map((found): FoundTool => ({
    id: nameBasedId('writing', `char:${found.char}`),
    kind: 'character',
    title: `${found.char} · ${found.pinyin.join(', ')}`,
    summary: meaningFor(found.meanings, language).text,
    route: spellToolRoute(found.char),
  }));
  return [...tool, ...characters];
}
