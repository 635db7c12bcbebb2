import type { ItemAnswer, PublicItem, StoredItem } from '@qiao/contracts/exams';

/** An option as items and banks hold it, for naming an answer by its letter and text. */
interface NamedOption {
  key: string;
  text?: { hanzi: string };
}

/**
 * The item as the questions showed it, from the stored item a result carries (its answer and
 * transcript are shown apart; its sound is not played again on the result page).
 */
export function asShownItem(item: StoredItem): PublicItem {
  const shown: Record<string, unknown> = { hasAudio: Boolean(item.audio) };
  for (const [field, value] of Object.entries(item)) {
    if (field !== 'answer' && field !== 'transcript' && field !== 'audio') shown[field] = value;
  }
  return shown as PublicItem;
}

/** The right answer in the shape a learner gives it (a sentence: its first accepted order). */
export function rightAnswerOf(item: StoredItem): ItemAnswer {
  switch (item.type) {
    case 'pictureTrueFalse':
      return { type: item.type, value: item.answer };
    case 'orderSentences':
      return { type: item.type, order: item.answer };
    case 'buildSentence':
      return { type: item.type, order: item.answer[0] ?? [] };
    case 'writeCharacter':
      return { type: item.type, text: item.answer };
    default:
      return { type: item.type, choice: item.answer };
  }
}

const named = (options: readonly NamedOption[], key: string) => {
  const text = options.find((option) => option.key === key)?.text?.hanzi;
  return text ? `${key} ${text}` : key;
};

/**
 * An answer in words, as the result page prints it beside the right one: a letter with its
 * text, the sentences' letters in order, the sentence built, or the character written.
 */
export function answerInWords(
  item: PublicItem,
  bank: readonly NamedOption[] | null | undefined,
  answer: ItemAnswer,
  words: { true: string; false: string },
): string {
  switch (answer.type) {
    case 'pictureTrueFalse':
      return answer.value ? words.true : words.false;
    case 'orderSentences':
      return answer.order.join(' ');
    case 'buildSentence':
      return item.type === 'buildSentence'
        ? answer.order.map((index) => item.words[index] ?? '').join('')
        : '';
    case 'writeCharacter':
      return answer.text;
    case 'matchSentences':
    case 'gapFillWordBank':
      return named(bank ?? [], answer.choice);
    default:
      return 'options' in item ? named(item.options, answer.choice) : answer.choice;
  }
}
