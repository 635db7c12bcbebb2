import type { Language } from '@qiao/contracts/languages';

const CLOSING_MARKS = /[。？！.?!]+$/;

/** The words placed, read in the order placed. */
export function builtText(
  words: readonly { id: string; text: string }[],
  order: readonly string[],
): string {
  const byId = new Map(words.map((word) => [word.id, word.text]));
  return order.map((id) => byId.get(id) ?? '').join('');
}

/**
 * Whether the words placed say the sentence (its closing mark aside). Texts are compared, not ids:
 * the round's sentences never repeat a word, and the server scores by its key all the same.
 */
export function saysSentence(
  words: readonly { id: string; text: string }[],
  order: readonly string[],
  sentence: string,
): boolean {
  return (
    order.length === words.length && builtText(words, order) === sentence.replace(CLOSING_MARKS, '')
  );
}

/** What the sentence means for the learner: Arabic or English; Chinese pages show the English. */
export function sentenceMeaning(meaning: { ar: string; en: string }, language: Language): string {
  return language === 'ar' ? meaning.ar : meaning.en;
}

/** Pinyin helps at level 1 only; later the learner reads the characters. */
export const showsPinyin = (level: number) => level === 1;
