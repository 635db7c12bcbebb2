import { describe, expect, it } from 'vitest';
import type { PublicItem } from '@qiao/contracts/exams';
import { answerFor, isAnswered } from './answers';

const build: PublicItem = {
  type: 'buildSentence',
  id: 'w1-1',
  hasAudio: false,
  words: ['我', '是', '学生'],
};
const order: PublicItem = {
  type: 'orderSentences',
  id: 'r2-1',
  hasAudio: false,
  sentences: [
    { key: 'A', text: { hanzi: '你好' } },
    { key: 'B', text: { hanzi: '再见' } },
  ],
};
const write: PublicItem = {
  type: 'writeCharacter',
  id: 'w2-1',
  hasAudio: false,
  before: '我',
  pinyin: 'shì',
  after: '学生',
};

describe('answers', () => {
  it('counts a sentence as answered only once every word or sentence is placed', () => {
    expect(isAnswered(build, { type: 'buildSentence', order: [0, 1] })).toBe(false);
    expect(isAnswered(build, { type: 'buildSentence', order: [0, 1, 2] })).toBe(true);
    expect(isAnswered(order, { type: 'orderSentences', order: ['B'] })).toBe(false);
    expect(isAnswered(order, { type: 'orderSentences', order: ['B', 'A'] })).toBe(true);
  });

  it('does not count a blank character or an answer of another type', () => {
    expect(isAnswered(write, { type: 'writeCharacter', text: '  ' })).toBe(false);
    expect(isAnswered(write, { type: 'writeCharacter', text: '是' })).toBe(true);
    expect(isAnswered(write, { type: 'pickPicture', choice: 'A' })).toBe(false);
    expect(isAnswered(write, undefined)).toBe(false);
  });

  it('hands an item only an answer of its own type', () => {
    expect(answerFor('pickPicture', { type: 'pickPicture', choice: 'B' })).toEqual({
      type: 'pickPicture',
      choice: 'B',
    });
    expect(answerFor('pickPicture', { type: 'dialogueChoice', choice: 'B' })).toBeUndefined();
  });
});
