import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ItemResult } from '../exam-items';

describe('an item after marking', () => {
  it('shows the sentence the learner built beside the right one, marked wrong', () => {
    render(
      <ItemResult
        number={3}
        result={{
          itemId: 'w1-1',
          sectionIndex: 2,
          item: {
            type: 'buildSentence',
            id: 'w1-1',
            words: ['学生', '我', '是'],
            answer: [[1, 2, 0]],
          },
          bank: null,
          given: { type: 'buildSentence', order: [1, 0, 2] },
          right: false,
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'السؤال 3' })).toBeTruthy();
    expect(screen.getByText('إجابتك:').nextElementSibling?.textContent).toContain('我学生是');
    expect(screen.getByText('الإجابة الصحيحة:').nextElementSibling?.textContent).toBe('我是学生');
    expect(screen.getByText('خاطئة')).toBeTruthy();
    // The chips cannot be moved on the result page.
    expect(
      screen.getAllByRole('button').every((chip) => (chip as HTMLButtonElement).disabled),
    ).toBe(true);
  });

  it('says an unanswered listening item was not answered, with what was heard', () => {
    render(
      <ItemResult
        result={{
          itemId: 'l1-1',
          sectionIndex: 0,
          item: {
            type: 'pictureTrueFalse',
            id: 'l1-1',
            audio: '/media/l1-1.mp3',
            transcript: { hanzi: '猫', pinyin: 'māo' },
            picture: '/media/cat.png',
            answer: true,
          },
          bank: null,
          given: null,
          right: false,
        }}
      />,
    );
    expect(screen.getByText('إجابتك:').nextElementSibling?.textContent).toContain('لم تُجب');
    expect(screen.getByText('الإجابة الصحيحة:').nextElementSibling?.textContent).toBe('مطابقة');
    expect(screen.getByText('猫').getAttribute('lang')).toBe('zh');
  });
});
