import { pinyin } from 'pinyin-pro';
import type { LocalText } from '@qiao/contracts/catalogue';

const HAN = /\p{Script=Han}/u;

/**
 * One search form for stored text and queries alike: lower case, no accents or tone marks, no
 * Arabic vowel marks or tatweel, one alef, spaces squeezed. "Nǐ Hǎo" and "ni hao" meet; so do
 * "أَهْلاً" and "اهلا".
 */
export function searchForm(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .replace(/\u0640/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The pinyin of the Chinese in a text, spaced ("ni hao") and joined ("nihao"). */
function pinyinForms(text: string): string[] {
  if (!HAN.test(text)) return [];
  const syllables = pinyin(text, { toneType: 'none', type: 'array', nonZh: 'removed' });
  return [syllables.join(' '), syllables.join('')];
}

/**
 * What a catalogue row is found by: every language of each of its texts, and the pinyin of the
 * Chinese among them, in search form. Stored in `search_text`; a query in search form is matched
 * as a substring (ILIKE), which is enough for a catalogue of this size and needs no extension.
 */
export function searchTextOf(texts: readonly (LocalText | null | undefined)[]): string {
  const parts: string[] = [];
  for (const text of texts) {
    if (!text) continue;
    for (const value of [text.ar, text.zh, text.en]) {
      if (!value) continue;
      parts.push(value, ...pinyinForms(value));
    }
  }
  return searchForm(parts.join(' \u2022 '));
}
