import { describe, expect, it } from 'vitest';
import { PLAN_LIMITS } from '@qiao/contracts/plans';
import { planCourse, planItem } from '../components/plan-test-data';
import {
  addResource,
  canAddCourse,
  canRemoveCourse,
  chosenFromCard,
  coursesChanged,
  editableCourse,
  planCoursesInput,
  removeResource,
  resourceCount,
  type ChosenResource,
} from './plan-resources';

const doc: ChosenResource = { id: 'd1', kind: 'document', title: 'جدول البينيين' };
const video: ChosenResource = { id: 'v1', kind: 'video', title: 'التحية' };

describe('resources chosen with a course', () => {
  it('takes micro-lessons, documents and videos of the catalogue, nothing else', () => {
    expect(chosenFromCard({ id: 'w1', kind: 'weike', title: 'w' })).toEqual({
      id: 'w1',
      kind: 'microLesson',
      title: 'w',
    });
    expect(chosenFromCard({ id: 'd1', kind: 'document', title: 'd' })?.kind).toBe('document');
    expect(chosenFromCard({ id: 'v1', kind: 'video', title: 'v' })?.kind).toBe('video');
    for (const kind of ['course', 'ebook', 'news', 'weike_series', 'toString']) {
      expect(chosenFromCard({ id: 'x', kind, title: 'x' })).toBeNull();
    }
  });

  it('adds at the end, never twice, and removes by id', () => {
    const one = addResource([], doc);
    const two = addResource(one, video);
    expect(two.map((item) => item.id)).toEqual(['d1', 'v1']);
    expect(addResource(two, doc)).toEqual(two);
    expect(removeResource(two, 'd1')).toEqual([video]);
  });

  it('stops at the most resources a course may take', () => {
    const full = Array.from({ length: PLAN_LIMITS.maxResources }, (_, index) => ({
      ...doc,
      id: `d${index}`,
    }));
    expect(addResource(full, { ...video, id: 'extra' })).toHaveLength(PLAN_LIMITS.maxResources);
  });

  it('counts class hours and chosen items together, unknown until every course is read', () => {
    expect(resourceCount([2], [[doc]])).toBe(3);
    expect(resourceCount([2, 0], [[], [doc, video]])).toBe(4);
    expect(resourceCount([2, undefined], [[doc], []])).toBeUndefined();
  });
});

describe("editing a plan's courses", () => {
  const items = [
    planItem({ id: 'i1', kind: 'classHour', resourceId: 'h1', status: 'done' }),
    planItem({ id: 'i2', kind: 'classHour', resourceId: 'h2' }),
    planItem({ id: 'i3', kind: 'document', resourceId: 'd1', title: 'جدول البينيين' }),
    planItem({ id: 'i4', kind: 'video', resourceId: 'v9', title: 'منجز', status: 'doneLate' }),
  ];
  const course = editableCourse(planCourse({ courseId: 'c1', dailyLoad: 2 }), items);

  it('keeps every class hour in the plan and offers the unfinished items to change', () => {
    expect(course.classHourIds).toEqual(['h1', 'h2']);
    expect(course.items).toEqual([doc]);
  });

  it('sends each course in order; a course just added takes all its class hours', () => {
    const added = { courseId: 'c2', title: 'HSK', dailyLoad: 1, items: [video] };
    expect(planCoursesInput([course, added])).toEqual([
      { courseId: 'c1', dailyLoad: 2, classHourIds: ['h1', 'h2'], itemIds: ['d1'] },
      { courseId: 'c2', dailyLoad: 1, itemIds: ['v1'] },
    ]);
  });

  it('never takes the last course away, nor adds one twice or past the limit', () => {
    expect(canRemoveCourse([course])).toBe(false);
    expect(canRemoveCourse([course, { ...course, courseId: 'c2' }])).toBe(true);
    expect(canAddCourse([course], 'c1')).toBe(false);
    expect(canAddCourse([course], '')).toBe(false);
    expect(canAddCourse([course], 'c2')).toBe(true);
    const full = Array.from({ length: PLAN_LIMITS.maxCourses }, (_, index) => ({
      ...course,
      courseId: `c${index}`,
    }));
    expect(canAddCourse(full, 'new')).toBe(false);
  });

  it('notices a change of items, a removal or an addition, and nothing else', () => {
    expect(coursesChanged([course], [{ ...course }])).toBe(false);
    expect(coursesChanged([course], [{ ...course, items: [] }])).toBe(true);
    expect(coursesChanged([course, course], [course])).toBe(true);
  });
});
