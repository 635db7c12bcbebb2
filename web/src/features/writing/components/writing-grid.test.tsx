import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { CharacterWriter } from './character-writer';
import { WritingGrid } from './writing-grid';

describe('the writing square', () => {
  it('draws a cross for 田字格 and the diagonals too for 米字格', () => {
    const tian = render(<WritingGrid kind="tian" />);
    expect(tian.container.querySelectorAll('line')).toHaveLength(2);
    const mi = render(<WritingGrid kind="mi" />);
    expect(mi.container.querySelectorAll('line')).toHaveLength(4);
  });

  it('stays left to right inside an Arabic page', () => {
    const page = document.createElement('div');
    page.dir = 'rtl';
    document.body.append(page);
    const { getByTestId } = render(
      <CharacterWriter
        char="一"
        strokeData={{
          strokes: ['M 0 0'],
          medians: [
            [
              [0, 0],
              [10, 0],
            ],
          ],
        }}
        mode="show"
        label="一"
      />,
      { container: page },
    );
    const square = getByTestId('character-writer');
    expect(square.closest('[dir]')?.getAttribute('dir')).toBe('ltr');
    expect(square.getAttribute('lang')).toBe('zh-CN');
  });
});
