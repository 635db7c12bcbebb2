import { describe, expect, it } from 'vitest';
import type { SemesterNode } from '@qiao/contracts/catalogue-mooc';
import { firstHourOf, placeOfHour, shownSemester } from './course-tree';

const hour = (id: string) => ({ id, title: id, requiresPrevious: false, contents: [] });
const tree: SemesterNode[] = [
  {
    id: 's1',
    title: '2026年秋季',
    startsOn: null,
    endsOn: null,
    chapters: [
      { id: 'c0', title: '导学', classHours: [] },
      { id: 'c1', title: '第1课', classHours: [hour('h1'), hour('h2')] },
    ],
  },
  {
    id: 's2',
    title: '2027年春季',
    startsOn: null,
    endsOn: null,
    chapters: [{ id: 'c2', title: '第1课', classHours: [hour('h3')] }],
  },
];

describe('a course tree', () => {
  it('finds where a class hour sits', () => {
    expect(placeOfHour(tree, 'h3')).toEqual({ semesterId: 's2', chapterId: 'c2' });
    expect(placeOfHour(tree, 'nope')).toBeUndefined();
  });

  it('shows the semester of the opened hour, else the asked one, else the first', () => {
    expect(shownSemester(tree, { semesterId: 's1', hourId: 'h3' })?.id).toBe('s2');
    expect(shownSemester(tree, { semesterId: 's2' })?.id).toBe('s2');
    expect(shownSemester(tree, { semesterId: 'gone' })?.id).toBe('s1');
    expect(shownSemester([], {})).toBeUndefined();
  });

  it('starts learning at the first class hour, skipping empty chapters', () => {
    expect(firstHourOf(tree[0])).toBe('h1');
    expect(firstHourOf({ ...tree[0]!, chapters: [] })).toBeUndefined();
  });
});
