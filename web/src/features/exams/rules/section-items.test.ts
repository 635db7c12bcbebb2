import { describe, expect, it } from 'vitest';
import type { PublicSection } from '@qiao/contracts/exams';
import { answeredCounts, clockText, sectionItems } from './section-items';

const tf = (id: string) => ({
  type: 'pictureTrueFalse' as const,
  id,
  hasAudio: true,
  picture: '/p.png',
});
const sections: PublicSection[] = [
  {
    kind: 'listening',
    seconds: 600,
    parts: [
      { type: 'pictureTrueFalse', audioPlays: 2, items: [tf('l1-1'), tf('l1-2')] },
      { type: 'pictureTrueFalse', audioPlays: 2, items: [tf('l2-1')] },
    ],
  },
  {
    kind: 'reading',
    seconds: 900,
    parts: [{ type: 'pictureTrueFalse', audioPlays: 0, items: [tf('r1-1'), tf('r1-2')] }],
  },
];

describe('a section of the paper', () => {
  it('numbers its items on from the sections before it, with their part’s plays', () => {
    expect(
      sectionItems(sections, 0).map((one) => [one.item.id, one.number, one.audioPlays]),
    ).toEqual([
      ['l1-1', 1, 2],
      ['l1-2', 2, 2],
      ['l2-1', 3, 2],
    ]);
    expect(sectionItems(sections, 1).map((one) => one.number)).toEqual([4, 5]);
  });

  it('counts the answered items of each section', () => {
    expect(
      answeredCounts(sections, {
        'l1-2': { type: 'pictureTrueFalse', value: false },
        'r1-1': { type: 'pickPicture', choice: 'A' },
      }),
    ).toEqual([
      { answered: 1, items: 3 },
      { answered: 0, items: 2 },
    ]);
  });

  it('shows the clock as minutes and seconds, never below zero', () => {
    expect(clockText(600)).toBe('10:00');
    expect(clockText(59.2)).toBe('1:00');
    expect(clockText(3725)).toBe('1:02:05');
    expect(clockText(-3)).toBe('0:00');
  });
});
