import { describe, expect, it } from 'vitest';
import { visualRuns } from './text-runs';

const texts = (line: string, direction: 'ltr' | 'rtl') =>
  visualRuns(line, 400, direction).map((run) => run.text);

describe('a certificate line in visual order', () => {
  it('keeps an Arabic name in one run, in logical order, for fontkit to lay right to left', () => {
    expect(texts('محمد علي', 'rtl')).toEqual(['محمد علي']);
  });

  it('draws a Latin level inside an Arabic course title at the left of the Arabic', () => {
    const runs = texts('دورة YCT 1 للأطفال', 'rtl')
      .map((text) => text.trim())
      .filter(Boolean);
    expect(runs).toEqual(['للأطفال', 'YCT 1', 'دورة']);
  });

  it('keeps the issuer line left to right with the Arabic word where it is written', () => {
    const runs = visualRuns('Qiao · جسر · 桥', 400, 'ltr');
    expect(runs.map((run) => run.text).join('')).toBe('Qiao · جسر · 桥');
    expect(new Set(runs.map((run) => run.file)).size).toBe(3);
  });

  it('orders an isolated Latin currency whole inside Arabic, and draws no isolate marks', () => {
    const runs = texts('المبلغ \u2066CN¥\u2069 99.00', 'rtl');
    expect(runs.join('')).not.toMatch(/[\u2066-\u2069]/u);
    expect(runs.join('')).toContain('CN¥');
  });

  it('mirrors brackets inside an Arabic run, which fontkit lays out without mirroring them', () => {
    expect(texts('دورة (تجريبية)', 'rtl')).toEqual(['دورة )تجريبية(']);
  });

  it('sets any Chinese name, rare characters included, in files that hold them', () => {
    const runs = visualRuns('穆罕默德·阿里 帧戊', 400, 'ltr');
    expect(runs.map((run) => run.text).join('')).toBe('穆罕默德·阿里 帧戊');
    expect(runs.every((run) => run.file.endsWith('.woff'))).toBe(true);
  });
});
