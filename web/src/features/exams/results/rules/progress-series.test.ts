import { describe, expect, it } from 'vitest';
import { attemptScores } from '../test-attempts';
import { progressSeries } from './progress-series';

describe('the progress chart of my results', () => {
  it('draws one line per level, oldest attempt first, each total as a share of its maximum', () => {
    const series = progressSeries([
      attemptScores({ attemptId: 'c', levelName: 'YCT 1', submittedAt: '2026-03-03', total: 170 }),
      attemptScores({
        attemptId: 'b',
        levelName: 'HSK 3',
        submittedAt: '2026-03-02',
        total: 150,
        max: 300,
        pass: 180,
      }),
      attemptScores({ attemptId: 'a', levelName: 'YCT 1', submittedAt: '2026-03-01', total: 100 }),
    ]);
    expect(series).toEqual([
      {
        levelName: 'YCT 1',
        passShare: 0.6,
        points: [
          expect.objectContaining({ attemptId: 'a', share: 0.5, passed: false }),
          expect.objectContaining({ attemptId: 'c', share: 0.85, passed: true }),
        ],
      },
      {
        levelName: 'HSK 3',
        passShare: 0.6,
        points: [expect.objectContaining({ attemptId: 'b', share: 0.5, passed: false })],
      },
    ]);
  });

  it('leaves out attempts without a level', () => {
    expect(progressSeries([attemptScores({ levelName: null })])).toEqual([]);
  });
});
