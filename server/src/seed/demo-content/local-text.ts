import type { LocalText } from '@qiao/contracts/catalogue';

/** A demo text in the three languages, Chinese first as the content is written. */
export function text(zh: string, ar: string, en: string): Required<LocalText> {
  return { zh, ar, en };
}

/** Article text: one paragraph per language, as the importer's `body` HTML. */
export function html(zh: string, ar: string, en: string): Required<LocalText> {
  return text(`<p>${zh}</p>`, `<p>${ar}</p>`, `<p>${en}</p>`);
}

/** A word as the demo teaches it: characters, pinyin and the Arabic and English meanings. */
export interface DemoWord {
  hanzi: string;
  pinyin: string;
  ar: string;
  en: string;
}

export const word = (hanzi: string, pinyin: string, ar: string, en: string): DemoWord => ({
  hanzi,
  pinyin,
  ar,
  en,
});
