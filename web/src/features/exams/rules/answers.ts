import type { ItemAnswer, PublicItem } from '@qiao/contracts/exams';

/** An item of one type, as the browser sees it. */
export type ItemOf<T extends PublicItem['type']> = Extract<PublicItem, { type: T }>;
/** An answer of one type. */
export type AnswerOf<T extends ItemAnswer['type']> = Extract<ItemAnswer, { type: T }>;

/**
 * The answer an item holds when it fits the item's type (an answer saved for another type is as
 * good as none: the item draws empty rather than wrong).
 */
export function answerFor<T extends PublicItem['type']>(
  type: T,
  answer: ItemAnswer | null | undefined,
): AnswerOf<T> | undefined {
  return answer && answer.type === type ? (answer as AnswerOf<T>) : undefined;
}

/**
 * Whether an answer counts as given on the review screen: a choice made, a character written, the
 * sentences or words all put in order.
 */
export function isAnswered(item: PublicItem, answer: ItemAnswer | null | undefined): boolean {
  if (!answer || answer.type !== item.type) return false;
  switch (answer.type) {
    case 'writeCharacter':
      return answer.text.trim() !== '';
    case 'orderSentences':
      return item.type === 'orderSentences' && answer.order.length === item.sentences.length;
    case 'buildSentence':
      return item.type === 'buildSentence' && answer.order.length === item.words.length;
    default:
      return true;
  }
}
