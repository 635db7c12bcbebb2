import { describe, expect, it } from 'vitest';
import { allMet, certConditions, courseDoneShare, levelScale } from './conditions';

const exam = { points: 168, max: 200, pass: 120 };
const met = {
  courseDone: 0.8,
  lessonTests: { tests: 1, accuracy: 0.7 },
  exam,
  scale: { max: 200, pass: 120 },
};

describe('certificate conditions', () => {
  it('are met at exactly 80% of the course, 70% accuracy and the pass mark', () => {
    const conditions = certConditions({ ...met, exam: { ...exam, points: 120 } });
    expect(conditions).toEqual([
      { kind: 'courseDone', met: true, have: 0.8, need: 0.8, max: null },
      { kind: 'lessonTests', met: true, have: 0.7, need: 0.7, max: null },
      { kind: 'examPassed', met: true, have: 120, need: 120, max: 200 },
    ]);
    expect(allMet(conditions)).toBe(true);
  });

  it.each([
    ['courseDone', { courseDone: 0.79 }],
    ['lessonTests', { lessonTests: { tests: 2, accuracy: 0.69 } }],
    ['lessonTests', { lessonTests: { tests: 2, accuracy: null } }],
    ['examPassed', { exam: { ...exam, points: 119 } }],
    ['examPassed', { exam: null }],
  ] as const)('are not met when %s falls short (%o)', (kind, change) => {
    const conditions = certConditions({ ...met, ...change });
    expect(conditions.filter((c) => !c.met).map((c) => c.kind)).toEqual([kind]);
    expect(allMet(conditions)).toBe(false);
  });

  it('ask nothing of lesson tests in a course without any: met, no figure', () => {
    const [, lessonTests] = certConditions({ ...met, lessonTests: { tests: 0, accuracy: null } });
    expect(lessonTests).toEqual({
      kind: 'lessonTests',
      met: true,
      have: null,
      need: 0.7,
      max: null,
    });
  });

  it('show the level’s pass mark and maximum before any full paper was handed in', () => {
    const conditions = certConditions({ ...met, exam: null, scale: levelScale('hsk', 4) });
    expect(conditions[2]).toEqual({
      kind: 'examPassed',
      met: false,
      have: null,
      need: 180,
      max: 300,
    });
  });

  it('pass on the paper’s own scale', () => {
    const conditions = certConditions({ ...met, exam: { points: 179, max: 300, pass: 180 } });
    expect(conditions[2]).toMatchObject({ met: false, have: 179, need: 180, max: 300 });
  });
});

describe('level scales', () => {
  it.each([
    ['yct', 1, { max: 200, pass: 120 }],
    ['yct', 3, { max: 200, pass: 120 }],
    ['yct', 4, { max: 300, pass: 180 }],
    ['hsk', 2, { max: 200, pass: 120 }],
    ['hsk', 3, { max: 300, pass: 180 }],
    ['hsk', 6, { max: 300, pass: 180 }],
  ] as const)('%s %i is %o', (family, level, scale) => {
    expect(levelScale(family, level)).toEqual(scale);
  });

  it('is null for a level without a template', () => {
    expect(levelScale('yct', 9)).toBeNull();
  });
});

describe('course done share', () => {
  it('is finished hours over hours, 0 for a course without hours', () => {
    expect(courseDoneShare(68, 84)).toBeCloseTo(0.8095);
    expect(courseDoneShare(0, 0)).toBe(0);
  });
});
