import type { AttemptScores } from '@qiao/contracts/exams-calls';

/** One attempt on the progress chart: when it was handed in and its total as a share of max. */
export interface ProgressPoint {
  attemptId: string;
  submittedAt: string;
  /** total ÷ max, 0–1. */
  share: number;
  passed: boolean;
}

/** One level's line: its name (`YCT 1`), its pass mark as a share, its attempts oldest first. */
export interface ProgressSeries {
  levelName: string;
  passShare: number;
  points: ProgressPoint[];
}

/**
 * The chart's lines: one per level (points on different scales are not compared), each with its
 * attempts oldest first; levels in the order of their first attempt. Lesson tests have no level
 * and are left out.
 */
export function progressSeries(attempts: readonly AttemptScores[]): ProgressSeries[] {
  const oldestFirst = [...attempts].sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
  const byLevel = new Map<string, ProgressSeries>();
  for (const attempt of oldestFirst) {
    const levelName = attempt.paper.levelName;
    if (!levelName || attempt.max <= 0) continue;
    const series = byLevel.get(levelName) ?? {
      levelName,
      passShare: attempt.pass / attempt.max,
      points: [],
    };
    series.points.push({
      attemptId: attempt.attemptId,
      submittedAt: attempt.submittedAt,
      share: Math.min(1, Math.max(0, attempt.total / attempt.max)),
      passed: attempt.passed,
    });
    byLevel.set(levelName, series);
  }
  return [...byLevel.values()];
}
