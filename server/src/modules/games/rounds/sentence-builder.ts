import { ROUND_ITEMS, type RoundOf } from '@qiao/contracts/games';
import { recordingOf } from '../recorded-sounds';
import { optionId, shuffled, type DrawnRound } from './draw-kit';
import { GAME_SENTENCES } from './sentences';

/** A new order of a sentence's words that is not already the sentence's own. */
function scrambled<T>(words: readonly T[]): T[] {
  for (;;) {
    const order = shuffled(words);
    if (order.some((word, index) => word !== words[index])) return order;
  }
}

/**
 * Sentences of the level, each as its words shuffled under ids that say nothing of their order,
 * its pinyin, its meaning and the sentence to speak once built (the exam papers' recording when
 * there is one). The key is the ids in the sentence's order.
 */
export function drawSentenceBuilder(level: number): DrawnRound<RoundOf<'sentenceBuilder'>> {
  const count = ROUND_ITEMS.sentenceBuilder[level - 1]!;
  const chosen = shuffled(GAME_SENTENCES.filter((one) => one.level === level)).slice(0, count);
  const drawn = chosen.map((one) => {
    const words = one.words.map((text) => ({ id: optionId(), text }));
    const item = {
      id: optionId(),
      pinyin: one.pinyin,
      meaning: one.meaning,
      audio: recordingOf(one.text),
      speech: one.text,
      words: scrambled(words),
    };
    return { item, order: words.map((word) => word.id) };
  });
  return {
    content: { game: 'sentenceBuilder', items: drawn.map((one) => one.item) },
    key: drawn.map((one) => one.order),
  };
}
