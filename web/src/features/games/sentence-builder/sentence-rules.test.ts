import { describe, expect, it } from 'vitest';
import { builtText, saysSentence, sentenceMeaning, showsPinyin } from './sentence-rules';

const words = [
  { id: 'x', text: '学生' },
  { id: 'y', text: '我' },
  { id: 'z', text: '是' },
];

describe('the sentence builder', () => {
  it.each([
    { order: ['y', 'z', 'x'], built: '我是学生', says: true },
    { order: ['x', 'z', 'y'], built: '学生是我', says: false },
    { order: ['y', 'z'], built: '我是', says: false },
    { order: [], built: '', says: false },
  ])('words placed as $order read $built', ({ order, built, says }) => {
    expect(builtText(words, order)).toBe(built);
    expect(saysSentence(words, order, '我是学生。')).toBe(says);
  });

  it('checks a question by its words, whatever its closing mark', () => {
    const question = [
      { id: 'a', text: '现在' },
      { id: 'b', text: '几' },
      { id: 'c', text: '点' },
    ];
    expect(saysSentence(question, ['a', 'b', 'c'], '现在几点？')).toBe(true);
  });

  it("gives the meaning in the learner's language, English on Chinese pages", () => {
    const meaning = { ar: 'أنا طالب.', en: 'I am a student.' };
    expect(sentenceMeaning(meaning, 'ar')).toBe('أنا طالب.');
    expect(sentenceMeaning(meaning, 'zh')).toBe('I am a student.');
    expect([1, 2, 3].map(showsPinyin)).toEqual([true, false, false]);
  });
});
