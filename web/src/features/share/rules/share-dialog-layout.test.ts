import { describe, expect, it } from 'vitest';
import { NARROW_SCREEN_QUERY, shareDialogLayout } from './share-dialog-layout';

describe('share dialog layout (spec §2)', () => {
  it.each([
    ['public', false, '100rem', 'horizontal'],
    ['link', false, '60rem', 'horizontal'],
    ['public', true, '100%', 'vertical'],
    ['link', true, '100%', 'vertical'],
  ] as const)('%s tab, narrow %s: width %s, labels %s', (tab, narrow, width, formLayout) => {
    const layout = shareDialogLayout(tab, narrow);
    expect(layout.width).toBe(width);
    expect(layout.formLayout).toBe(formLayout);
    expect(layout.stacked).toBe(narrow);
  });

  it('narrow means a screen of 520 px or less', () => {
    expect(NARROW_SCREEN_QUERY).toBe('(max-width: 520px)');
  });
});
