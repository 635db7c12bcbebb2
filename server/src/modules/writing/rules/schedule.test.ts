import { describe, expect, it } from 'vitest';
import { rateWriting } from '@qiao/contracts/writing-rating';
import { scheduleCharacter } from './schedule';

const NOW = new Date('2026-11-27T10:00:00Z');
const minutesAfter = (date: Date, from = NOW) => (date.getTime() - from.getTime()) / 60_000;
const daysAfter = (date: Date, from = NOW) => minutesAfter(date, from) / 1440;

describe('scheduling a written character (FSRS)', () => {
  it('a first attempt graded again comes back within minutes, easy in days', () => {
    const again = scheduleCharacter(null, 'again', NOW);
    expect(again.state).toBe('learning');
    expect(minutesAfter(again.due)).toBeLessThanOrEqual(10);
    const easy = scheduleCharacter(null, 'easy', NOW);
    expect(easy.state).toBe('review');
    expect(daysAfter(easy.due)).toBeGreaterThanOrEqual(1);
    expect(easy.reps).toBe(1);
  });

  it('the better the grade, the later the character is due', () => {
    const dues = (['again', 'hard', 'good', 'easy'] as const).map((grade) =>
      scheduleCharacter(null, grade, NOW).due.getTime(),
    );
    expect([...dues].sort((a, b) => a - b)).toEqual(dues);
    expect(new Set(dues).size).toBe(4);
  });

  it('good reviews space the character further each time; a lapse brings it back soon', () => {
    let card = scheduleCharacter(null, 'easy', NOW);
    const intervals: number[] = [];
    for (let review = 0; review < 3; review++) {
      const at = card.due;
      card = scheduleCharacter(card, 'good', at);
      intervals.push(daysAfter(card.due, at));
    }
    expect(intervals[1]!).toBeGreaterThan(intervals[0]!);
    expect(intervals[2]!).toBeGreaterThan(intervals[1]!);
    const lapsed = scheduleCharacter(card, 'again', card.due);
    expect(lapsed.state).toBe('relearning');
    expect(lapsed.lapses).toBe(1);
    expect(minutesAfter(lapsed.due, card.due)).toBeLessThanOrEqual(10);
  });

  it('a perfect, quick writing is scheduled as easy; one with hints as hard', () => {
    const perfect = rateWriting({
      mistakesPerStroke: [0, 0, 0, 0, 0, 0, 0],
      hintsUsed: 0,
      durationMs: 6000,
    });
    const hinted = rateWriting({
      mistakesPerStroke: [0, 0, 4, 0, 0, 0, 0],
      hintsUsed: 1,
      durationMs: 9000,
    });
    expect(scheduleCharacter(null, perfect, NOW).due.getTime()).toBeGreaterThan(
      scheduleCharacter(null, hinted, NOW).due.getTime(),
    );
  });
});
