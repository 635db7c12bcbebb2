import { describe, expect, it } from 'vitest';
import type { SemesterNode } from '@qiao/contracts/catalogue-mooc';
import { hourSteps } from './hour-steps';

const hour = (id: string) => ({ id, title: id, requiresPrevious: false, contents: [] });
const semester = (id: string, chapters: string[][]): SemesterNode => ({
  id,
  title: id,
  startsOn: null,
  endsOn: null,
  chapters: chapters.map((hours, index) => ({
    id: `${id}-c${index}`,
    title: `c${index}`,
    classHours: hours.map(hour),
  })),
});

describe('previous and next class hour', () => {
  const tree = [semester('s1', [['a', 'b'], ['c']]), semester('s2', [['d']])];

  it('step across chapters of a semester', () => {
    expect(hourSteps(tree, 'b')).toEqual({
      previous: { id: 'a', title: 'a' },
      next: { id: 'c', title: 'c' },
    });
  });

  it('stop at the ends of a semester', () => {
    expect(hourSteps(tree, 'a').previous).toBeNull();
    expect(hourSteps(tree, 'c').next).toBeNull();
    expect(hourSteps(tree, 'd')).toEqual({ previous: null, next: null });
    expect(hourSteps(tree, 'zz')).toEqual({ previous: null, next: null });
  });
});
