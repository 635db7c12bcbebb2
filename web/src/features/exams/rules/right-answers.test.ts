import { describe, expect, it } from 'vitest';
import type { StoredItem } from '@qiao/contracts/exams';
import { answerInWords, asShownItem, rightAnswerOf } from './right-answers';

const words = { true: 'right', false: 'wrong' };

const build: StoredItem = {
  type: 'buildSentence',
  id: 'w1-1',
  words: ['学生', '我', '是'],
  answer: [[1, 2, 0]],
};
const dialogue: StoredItem = {
  type: 'dialogueChoice',
  id: 'l4-1',
  audio: 'papers/yct1/l4-1.mp3',
  transcript: { hanzi: '你叫什么名字？' },
  options: [
    { key: 'A', text: { hanzi: '王小明' } },
    { key: 'B', text: { hanzi: '八岁' } },
  ],
  answer: 'A',
};

describe('right answers on the result page', () => {
  it('shows the item without its answer, transcript or sound address', () => {
    const shown = asShownItem(dialogue);
    expect(shown).not.toHaveProperty('answer');
    expect(shown).not.toHaveProperty('transcript');
    expect(shown).not.toHaveProperty('audio');
    expect(shown).toMatchObject({ type: 'dialogueChoice', hasAudio: true });
  });

  it('names the right answer as a learner gives it', () => {
    expect(rightAnswerOf(build)).toEqual({ type: 'buildSentence', order: [1, 2, 0] });
    expect(rightAnswerOf(dialogue)).toEqual({ type: 'dialogueChoice', choice: 'A' });
  });

  it('puts answers in words: the sentence built, a letter with its text, true or false', () => {
    const shownBuild = asShownItem(build);
    expect(answerInWords(shownBuild, null, rightAnswerOf(build), words)).toBe('我是学生');
    expect(
      answerInWords(asShownItem(dialogue), null, { type: 'dialogueChoice', choice: 'B' }, words),
    ).toBe('B 八岁');
    const bank = [{ key: 'C', text: { hanzi: '苹果' } }];
    const match: StoredItem = {
      type: 'gapFillWordBank',
      id: 'r3-1',
      text: { hanzi: '我吃（ ）' },
      answer: 'C',
    };
    expect(answerInWords(asShownItem(match), bank, rightAnswerOf(match), words)).toBe('C 苹果');
    expect(answerInWords(shownBuild, null, { type: 'pictureTrueFalse', value: false }, words)).toBe(
      'wrong',
    );
  });
});
