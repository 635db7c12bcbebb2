import type { Language } from '@qiao/contracts/languages';
import type { CharacterBrief } from '@qiao/contracts/writing';

/**
 * A character's meaning in the interface language: Qiao's own Arabic or Chinese explanation where
 * written (HSK 1–2, YCT 1–2), else CC-CEDICT's English meanings.
 */
export function meaningIn(meanings: CharacterBrief['meanings'], language: Language): string {
  const own = language === 'ar' ? meanings.ar : language === 'zh' ? meanings.zh : undefined;
  return own ?? meanings.en.join('; ');
}
