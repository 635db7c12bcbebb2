import { describe, expect, it } from 'vitest';
import { EXAM_LIMITS } from '@qiao/contracts/exams';
import { answerDeadline, playsLeft, readClock, secondsLeft } from './clock';

const start = new Date('2026-11-26T10:00:00Z');
const after = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe('the exam clock', () => {
  it('counts a section’s whole seconds left from its start', () => {
    expect(secondsLeft(600, start, start)).toBe(600);
    expect(secondsLeft(600, start, after(59.2))).toBe(541);
    expect(secondsLeft(600, start, after(700))).toBe(0);
    expect(secondsLeft(0, start, after(10_000))).toBeNull();
  });

  it('stays in a section until its time is up', () => {
    expect(
      readClock([600, 1020], { sectionIndex: 0, sectionStartedAt: start }, after(599)),
    ).toEqual({ state: 'running', sectionIndex: 0, sectionStartedAt: start, secondsLeft: 1 });
  });

  it('moves on when a section’s time ran out, the next one starting when it ended', () => {
    const reading = readClock(
      [600, 1020],
      { sectionIndex: 0, sectionStartedAt: start },
      after(700),
    );
    expect(reading).toEqual({
      state: 'running',
      sectionIndex: 1,
      sectionStartedAt: after(600),
      secondsLeft: 920,
    });
  });

  it('catches up through several sections left alone, and ends after the last', () => {
    const seconds = [120, 204, 60];
    const from = { sectionIndex: 0, sectionStartedAt: start };
    expect(readClock(seconds, from, after(330))).toMatchObject({
      sectionIndex: 2,
      secondsLeft: 54,
    });
    expect(readClock(seconds, from, after(384))).toEqual({ state: 'timeUp' });
    expect(readClock(seconds, { sectionIndex: 2, sectionStartedAt: start }, after(60))).toEqual({
      state: 'timeUp',
    });
  });

  it('never runs out on an untimed paper (a lesson test)', () => {
    const reading = readClock([0], { sectionIndex: 0, sectionStartedAt: start }, after(86_400));
    expect(reading).toMatchObject({ state: 'running', sectionIndex: 0, secondsLeft: null });
  });

  it('takes an answer in flight for a few seconds past the end', () => {
    expect(answerDeadline(600, start)).toEqual(after(600 + EXAM_LIMITS.graceSeconds));
    expect(answerDeadline(0, start)).toBeNull();
  });
});

describe('plays of a sound', () => {
  it('counts down from the part’s plays and never below 0', () => {
    expect(playsLeft(2, undefined)).toBe(2);
    expect(playsLeft(2, 1)).toBe(1);
    expect(playsLeft(1, 3)).toBe(0);
  });
});
