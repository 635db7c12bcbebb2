import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ItemAnswer, PublicItem } from '@qiao/contracts/exams';
import { ExamItem } from '../exam-items';

const base = { hasAudio: false } as const;
const options = [
  { key: 'A', text: { hanzi: '猫', pinyin: 'māo' } },
  { key: 'B', text: { hanzi: '狗', pinyin: 'gǒu' } },
  { key: 'C', text: { hanzi: '鱼', pinyin: 'yú' } },
];

/** Draws an item and answers each change of answer back into it, as a page does. */
function answerItem(
  item: PublicItem,
  bank?: { key: string; text?: { hanzi: string }; picture?: string }[],
) {
  const given: ItemAnswer[] = [];
  const onAnswer = vi.fn((answer: ItemAnswer) => {
    given.push(answer);
    view.rerender(<ExamItem item={item} bank={bank} answer={answer} onAnswer={onAnswer} />);
  });
  const view = render(<ExamItem item={item} bank={bank} answer={null} onAnswer={onAnswer} />);
  return given;
}

describe('exam items', () => {
  it('a picture and a sentence: the learner says it does not match', () => {
    const given = answerItem({
      ...base,
      type: 'pictureTrueFalse',
      id: 'l1-1',
      picture: '/media/cat.png',
      text: { hanzi: '猫', pinyin: 'māo' },
    });
    expect(screen.getByRole('img', { name: 'صورة السؤال' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /غير مطابقة/ }));
    expect(given).toEqual([{ type: 'pictureTrueFalse', value: false }]);
    expect((screen.getByRole('radio', { name: /غير مطابقة/ }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('pick a picture: the learner chooses picture B', () => {
    const given = answerItem({
      ...base,
      type: 'pickPicture',
      id: 'l2-1',
      options: [
        { key: 'A', picture: '/a.png' },
        { key: 'B', picture: '/b.png' },
        { key: 'C', picture: '/c.png' },
      ],
    });
    fireEvent.click(screen.getByRole('radio', { name: /الصورة B/ }));
    expect(given).toEqual([{ type: 'pickPicture', choice: 'B' }]);
  });

  it('a dialogue and a question: Chinese with its pinyin, left to right, then option C', () => {
    const given = answerItem({
      ...base,
      type: 'dialogueChoice',
      id: 'l4-1',
      text: { hanzi: '你喜欢什么？', pinyin: 'nǐ xǐhuan shénme?' },
      options,
    });
    const hanzi = screen.getByText('你喜欢什么？');
    expect(hanzi.getAttribute('lang')).toBe('zh');
    expect(hanzi.parentElement?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('nǐ xǐhuan shénme?')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /C/ }));
    expect(given).toEqual([{ type: 'dialogueChoice', choice: 'C' }]);
  });

  it('match a sentence: the options come from the part', () => {
    const given = answerItem(
      { ...base, type: 'matchSentences', id: 'r2-1', text: { hanzi: '这是我的猫。' } },
      [
        { key: 'A', picture: '/a.png' },
        { key: 'B', picture: '/b.png' },
      ],
    );
    fireEvent.click(screen.getByRole('radio', { name: /الصورة A/ }));
    expect(given).toEqual([{ type: 'matchSentences', choice: 'A' }]);
  });

  it('fill the gap from the word bank', () => {
    const given = answerItem(
      { ...base, type: 'gapFillWordBank', id: 'r3-1', text: { hanzi: '我（ ）米饭。' } },
      [
        { key: 'A', text: { hanzi: '吃' } },
        { key: 'B', text: { hanzi: '喝' } },
      ],
    );
    expect(screen.getByRole('radiogroup', { name: 'بنك الكلمات' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /吃/ }));
    expect(given).toEqual([{ type: 'gapFillWordBank', choice: 'A' }]);
  });

  it('a passage and its question', () => {
    const given = answerItem({
      ...base,
      type: 'passageQuestions',
      id: 'r4-1',
      passage: { hanzi: '我叫小明，我八岁。' },
      question: { hanzi: '小明几岁？' },
      options: [
        { key: 'A', text: { hanzi: '七岁' } },
        { key: 'B', text: { hanzi: '八岁' } },
      ],
    });
    fireEvent.click(screen.getByRole('radio', { name: /八岁/ }));
    expect(given).toEqual([{ type: 'passageQuestions', choice: 'B' }]);
  });

  it('order the sentences by tapping them, and take one back', () => {
    const given = answerItem({
      ...base,
      type: 'orderSentences',
      id: 'r5-1',
      sentences: [
        { key: 'A', text: { hanzi: '然后去学校。' } },
        { key: 'B', text: { hanzi: '我先吃早饭，' } },
        { key: 'C', text: { hanzi: '最后回家。' } },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: /أضف B/ }));
    fireEvent.click(screen.getByRole('button', { name: /أضف C/ }));
    fireEvent.click(screen.getByRole('button', { name: /أضف A/ }));
    expect(given.at(-1)).toEqual({ type: 'orderSentences', order: ['B', 'C', 'A'] });
    // C was wrong: tapped again it goes back, and A moves up.
    fireEvent.click(screen.getByRole('button', { name: /^2: C/ }));
    fireEvent.click(screen.getByRole('button', { name: /أضف C/ }));
    expect(given.at(-1)).toEqual({ type: 'orderSentences', order: ['B', 'A', 'C'] });
  });

  it('build a sentence from word chips, moving a chip with the keyboard', () => {
    const given = answerItem({
      ...base,
      type: 'buildSentence',
      id: 'w1-1',
      words: ['学生', '我', '是'],
    });
    fireEvent.click(screen.getByRole('button', { name: 'أضف 我' }));
    fireEvent.click(screen.getByRole('button', { name: 'أضف 学生' }));
    fireEvent.click(screen.getByRole('button', { name: 'أضف 是' }));
    expect(given.at(-1)).toEqual({ type: 'buildSentence', order: [1, 0, 2] });
    const sentence = screen.getByRole('list', { name: 'جملتك' });
    fireEvent.keyDown(within(sentence).getByRole('button', { name: /是/ }), { key: 'ArrowLeft' });
    expect(given.at(-1)).toEqual({ type: 'buildSentence', order: [1, 2, 0] });
    expect(
      within(sentence)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['我', '是', '学生']);
    fireEvent.keyDown(within(sentence).getByRole('button', { name: /学生/ }), { key: 'Delete' });
    expect(given.at(-1)).toEqual({ type: 'buildSentence', order: [1, 2] });
  });

  it('write the missing character under its pinyin', () => {
    const given = answerItem({
      ...base,
      type: 'writeCharacter',
      id: 'w2-1',
      before: '我',
      pinyin: 'shì',
      after: '学生。',
    });
    const field = screen.getByRole('textbox', { name: 'الرمز الناقص' });
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('shì')).toBeTruthy();
    fireEvent.change(field, { target: { value: '是' } });
    expect(given).toEqual([{ type: 'writeCharacter', text: '是' }]);
  });

  it('shows an item without a way to answer it when no answer is taken', () => {
    render(
      <ExamItem
        item={{ ...base, type: 'dialogueChoice', id: 'x', options }}
        answer={{ type: 'dialogueChoice', choice: 'B' }}
      />,
    );
    const chosen = screen.getByRole('radio', { name: /B/ }) as HTMLInputElement;
    expect(chosen.checked).toBe(true);
    expect(chosen.disabled).toBe(true);
  });
});
