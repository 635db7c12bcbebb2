import { describe, expect, it } from 'vitest';
import { menuActions } from './file-actions';

describe('context menus follow the spec table', () => {
  it('kind 0 offers every action', () => {
    expect(menuActions('normal')).toEqual([
      'open',
      'download',
      'rename',
      'move',
      'copy',
      'delete',
      'detail',
    ]);
  });

  it('kind 6 (recycle bin) offers restore, delete for good and details only', () => {
    expect(menuActions('recycleBin')).toEqual(['restore', 'erase', 'detail']);
    for (const hidden of ['open', 'copy', 'move', 'rename', 'download'] as const) {
      expect(menuActions('recycleBin')).not.toContain(hidden);
    }
  });
});
