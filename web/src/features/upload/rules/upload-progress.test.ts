import { describe, expect, it } from 'vitest';
import { fileProgress, folderProgress, progressPercent } from './upload-progress';

describe('upload progress', () => {
  it.each([
    ['a file just added shows a tenth', 'waiting', 0, 0, 0.1],
    ['hashing keeps the tenth', 'hashing', 0, 0.1, 0.1],
    ['asking for the plan keeps the tenth', 'planning', 0, 0.1, 0.1],
    ['with the plan in and nothing sent, a fifth', 'uploading', 0, 0.1, 0.2],
    ['half sent is 0.2 + 0.6 × 0.5', 'uploading', 0.5, 0.2, 0.5],
    ['all parts sent, waiting for completion', 'completing', 1, 0.8, 0.8],
    ['complete only at the end', 'success', 1, 0.8, 1],
    ['a paused file keeps its place', 'paused', 0.9, 0.44, 0.44],
    ['a failed file keeps its place', 'error', 0.9, 0.35, 0.35],
  ] as const)('%s', (_, phase, transferred, previous, expected) => {
    expect(fileProgress(phase, transferred, previous)).toBeCloseTo(expected, 10);
  });

  it('never shows more than the transfer allows, even if told more than everything arrived', () => {
    expect(fileProgress('uploading', 1.7, 0.2)).toBeCloseTo(0.8, 10);
  });

  it('scales a folder by file index: the third of four files half done shows (2 + 0.5) / 4', () => {
    expect(folderProgress([1, 1, 0.5, 0.1])).toBeCloseTo((2 + 0.5 + 0.1) / 4, 10);
    expect(folderProgress([1, 1, 0.5, 0])).toBeCloseTo((2 + 0.5) / 4, 10);
    expect(folderProgress([])).toBe(0);
  });

  it('shows 100% only when complete', () => {
    expect(progressPercent(0.9999)).toBe(99.9);
    expect(progressPercent(1)).toBe(100);
    expect(progressPercent(0.2)).toBe(20);
  });
});
