import { describe, expect, it } from 'vitest';
import { conditionLine } from './condition-lines';

describe('a certificate condition as the learner reads it', () => {
  it.each([
    [
      'a course 62% done, short of 80%',
      { kind: 'courseDone', met: false, have: 0.62, need: 0.8, max: null },
      { standing: 'short', have: 62, need: 80, missing: 18 },
    ],
    [
      '79.96% done is shown as 79%, not the 80% needed',
      { kind: 'courseDone', met: false, have: 0.7996, need: 0.8, max: null },
      { standing: 'short', have: 79, need: 80, missing: 1 },
    ],
    [
      'lesson tests at 75% of 70%',
      { kind: 'lessonTests', met: true, have: 0.75, need: 0.7, max: null },
      { standing: 'met', have: 75, need: 70, missing: 0 },
    ],
    [
      'no lesson test answered yet',
      { kind: 'lessonTests', met: false, have: null, need: 0.7, max: null },
      { standing: 'none', have: null, need: 70, missing: 70 },
    ],
    [
      'an exam passed with 168 of 200 (pass 120)',
      { kind: 'examPassed', met: true, have: 168, need: 120, max: 200 },
      { standing: 'met', have: 168, need: 120, max: 200, missing: 0 },
    ],
    [
      'an exam not taken yet',
      { kind: 'examPassed', met: false, have: null, need: 180, max: 300 },
      { standing: 'none', have: null, need: 180, max: 300 },
    ],
    [
      'an exam failed with 150 of 300 (pass 180)',
      { kind: 'examPassed', met: false, have: 150, need: 180, max: 300 },
      { standing: 'short', have: 150, missing: 30 },
    ],
  ] as const)('%s', (_name, condition, expected) => {
    expect(conditionLine(condition)).toMatchObject(expected);
  });
});
