import type { AttemptScores } from '@qiao/contracts/exams-calls';
import type { PaperSummary } from '@qiao/contracts/exams';

/** A YCT 1 paper as the exams calls describe it. */
export function paperSummary(overrides: Partial<PaperSummary> = {}): PaperSummary {
  return {
    id: '00000000-0000-4000-8000-0000000000a1',
    slug: 'yct1-demo',
    kind: 'mock',
    family: 'yct',
    level: 1,
    edition: 'yct-2018',
    format: 'short',
    title: 'YCT 1 — اختبار تجريبي',
    levelName: 'YCT 1',
    items: 10,
    minutes: 12,
    sections: [
      { kind: 'listening', items: 5, minutes: 5 },
      { kind: 'reading', items: 5, minutes: 7 },
    ],
    scale: { max: 200, pass: 120 },
    requiresRealName: false,
    ...overrides,
  };
}

/** A handed-in attempt on a 200-point scale (pass 120), by default 140 points, passed. */
export function attemptScores(
  overrides: {
    attemptId?: string;
    levelName?: string | null;
    submittedAt?: string;
    total?: number;
    max?: number;
    pass?: number;
    title?: string;
  } = {},
): AttemptScores {
  const max = overrides.max ?? 200;
  const pass = overrides.pass ?? 120;
  const total = overrides.total ?? 140;
  const half = Math.floor(total / 2);
  return {
    attemptId: overrides.attemptId ?? '00000000-0000-4000-8000-0000000000b1',
    paper: paperSummary({
      levelName: overrides.levelName === undefined ? 'YCT 1' : overrides.levelName,
      title: overrides.title ?? 'YCT 1 — اختبار تجريبي',
      scale: { max, pass },
    }),
    startedAt: overrides.submittedAt ?? '2026-03-01T09:00:00.000Z',
    submittedAt: overrides.submittedAt ?? '2026-03-01T09:20:00.000Z',
    submitCause: 'learner',
    sections: [
      { kind: 'listening', right: 4, items: 5, points: half, maxPoints: max / 2 },
      { kind: 'reading', right: 3, items: 5, points: total - half, maxPoints: max / 2 },
    ],
    total,
    max,
    pass,
    passed: total >= pass,
  };
}
