import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '../../../app/i18n';
import type { GameSound } from '../game-sound';
import PinyinPairsGame from './pinyin-pairs-game';

beforeAll(() => {
  initI18n('ar');
});

const silent = () => ({
  on: true,
  right: vi.fn<() => void>(),
  wrong: vi.fn<() => void>(),
  finished: vi.fn<() => void>(),
  say: vi.fn<GameSound['say']>(async () => {}),
});

const round = {
  game: 'pinyinPairs' as const,
  pairs: [
    { id: 'p1', char: '你', pinyin: 'nǐ' },
    { id: 'p2', char: '好', pinyin: 'hǎo' },
  ],
};

const cardsOf = (pair: string) => [
  ...document.querySelectorAll<HTMLButtonElement>(`button[data-pair="${pair}"]`),
];

describe('pinyin pairs', () => {
  it('turns a wrong pair back after a moment and counts it as a turn', () => {
    vi.useFakeTimers();
    const onFinish = vi.fn();
    const sound = silent();
    render(<PinyinPairsGame level={1} round={round} sound={sound} onFinish={onFinish} />);
    expect(screen.getAllByRole('button')).toHaveLength(4);

    fireEvent.click(cardsOf('p1')[0]!);
    fireEvent.click(cardsOf('p2')[0]!);
    expect(sound.wrong).toHaveBeenCalledTimes(1);
    expect(cardsOf('p1')[0]!.getAttribute('data-state')).toBe('open');
    // While the wrong pair is shown, no third card turns.
    fireEvent.click(cardsOf('p1')[1]!);
    expect(cardsOf('p1')[1]!.getAttribute('data-state')).toBe('closed');
    act(() => vi.advanceTimersByTime(1000));
    expect(cardsOf('p1')[0]!.getAttribute('data-state')).toBe('closed');

    for (const pair of ['p1', 'p2']) {
      const [first, second] = cardsOf(pair);
      fireEvent.click(first!);
      fireEvent.click(second!);
    }
    expect(sound.right).toHaveBeenCalledTimes(2);
    expect(onFinish).toHaveBeenCalledWith({ answers: [], moves: 3 });
    vi.useRealTimers();
  });

  it('scores turns only: two pairs found in two turns finish with two moves', () => {
    const onFinish = vi.fn();
    render(<PinyinPairsGame level={1} round={round} sound={silent()} onFinish={onFinish} />);
    for (const pair of ['p1', 'p2']) {
      const [first, second] = cardsOf(pair);
      fireEvent.click(first!);
      fireEvent.click(second!);
      expect(first!.getAttribute('data-state')).toBe('matched');
    }
    expect(onFinish).toHaveBeenCalledWith({ answers: [], moves: 2 });
  });
});
