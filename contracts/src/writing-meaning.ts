import type { Language } from './languages';
import type { CharacterBrief } from './writing';

type WritingMeanings = CharacterBrief['meanings'];

/**
 * The meaning to show in the interface language: Qiao's own Arabic or Chinese explanation when the
 * data has one (HSK 1–2, YCT), else CC-CEDICT's English, marked as English for the page to say so.
 */
export function meaningFor(
  meanings: WritingMeanings,
  language: Language,
): { text: string; english: boolean } {
  const own = language === 'ar' ? meanings.ar : language === 'zh' ? meanings.zh : undefined;
  if (own) return { text: own, english: false };
  return { text: meanings.en.join('; '), english: language !== 'en' };
}
