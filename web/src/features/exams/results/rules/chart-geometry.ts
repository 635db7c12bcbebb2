import type { ProgressSeries } from './progress-series';

/** The chart's drawing box, in SVG units; the SVG scales to its container. */
export const CHART_BOX = { width: 600, height: 220, top: 12, bottom: 28, start: 44, end: 16 };

export interface PlacedPoint {
  attemptId: string;
  x: number;
  y: number;
  share: number;
  submittedAt: string;
  passed: boolean;
}

/**
 * Where each attempt sits: across by its date over all levels' attempts (so levels share one time
 * line), up by its share of the maximum. In a right-to-left page time runs from right to left, the
 * way the page reads; a single date sits in the middle.
 */
export function placePoints(series: readonly ProgressSeries[], rightToLeft: boolean) {
  const times = series.flatMap((line) => line.points.map((point) => Date.parse(point.submittedAt)));
  const first = Math.min(...times);
  const last = Math.max(...times);
  const { width, height, top, bottom, start, end } = CHART_BOX;
  const inner = width - start - end;
  const across = (time: number) => {
    const fraction = last > first ? (time - first) / (last - first) : 0.5;
    return rightToLeft ? width - start - fraction * inner : start + fraction * inner;
  };
  const up = (share: number) => top + (1 - share) * (height - top - bottom);
  return {
    up,
    lines: series.map((line) => ({
      levelName: line.levelName,
      passY: up(line.passShare),
      points: line.points.map((point): PlacedPoint => ({
        attemptId: point.attemptId,
        x: across(Date.parse(point.submittedAt)),
        y: up(point.share),
        share: point.share,
        submittedAt: point.submittedAt,
        passed: point.passed,
      })),
    })),
  };
}
