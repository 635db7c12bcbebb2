import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { RoundOf } from '@qiao/contracts/games';
import SentenceBuilderGame from './sentence-builder-game';

const round: RoundOf<'sentenceBuilder'> = {
  game: 'sentenceBuilder',
  items: [
    {
      id: 's1',
      pinyin: 'Wǒ shì xuésheng.',
      meaning: { ar: 'أنا طالب.', en: 'I am a student.' },
      audio: null,
      speech: '我是学生。',
      words: [
        { id: 'c', text: '学生' },
        { id: 'a', text: '我' },
        { id: 'b', text: '是' },
      ],
    },
  ],
};

const sound = () => ({
  on: true,
  right: vi.fn(),
  wrong: vi.fn(),
  finished: vi.fn(),
  say: vi.fn(() => Promise.resolve()),
});

describe('the sentence builder', () => {
  it('places words by tap and by number, takes one back, and answers once all are placed', async () => {
    const effects = sound();
    const onFinish = vi.fn();
    render(<SentenceBuilderGame level={1} round={round} sound={effects} onFinish={onFinish} />);
    expect(screen.getByTestId('sentence-meaning').textContent).toBe('أنا طالب.');
    expect(screen.getByText('Wǒ shì xuésheng.')).toBeTruthy();

    fireEvent.click(document.querySelector('[data-word="学生"]')!);
    // Backspace takes the last word back to the pool.
    await act(async () => fireEvent.keyDown(window, { key: 'Backspace' }));
    fireEvent.click(document.querySelector('[data-word="我"]')!);
    // The pool is now 学生, 是: key 2 places 是, then key 1 places 学生.
    await act(async () => fireEvent.keyDown(window, { key: '2' }));
    await act(async () => fireEvent.keyDown(window, { key: '1' }));

    expect(screen.getByTestId('sentence-placed').dataset.state).toBe('right');
    expect(effects.right).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'إنهاء' }));
    expect(onFinish).toHaveBeenCalledWith({ answers: [['a', 'b', 'c']] });
  });

  it('shows the sentence when the order was wrong', () => {
    const effects = sound();
    render(<SentenceBuilderGame level={2} round={round} sound={effects} onFinish={vi.fn()} />);
    expect(screen.queryByText('Wǒ shì xuésheng.')).toBeNull();
    for (const word of ['学生', '是', '我'])
      fireEvent.click(document.querySelector(`[data-word="${word}"]`)!);
    expect(screen.getByTestId('sentence-outcome').dataset.right).toBe('false');
    expect(effects.wrong).toHaveBeenCalledTimes(1);
    expect(screen.getByText('我是学生。')).toBeTruthy();
  });
});
