import { describe, expect, it } from 'vitest';
import { menuActions } from './file-actions';

describe('context menus follow the spec table', () => {
  it('kind 0 offers every action', () => {
    expect(menuActions('normal')).toEqual([
      'open',
      'edit',
      'download',
      'share',
      'rename',
      'move',
      'copy',
      'delete',
      'detail',
    ]);
  });

  it('kind 6 (recycle bin) offers restore, delete for good and details only', () => {
    expect(menuActions('recycleBin')).toEqual(['restore', 'erase', 'detail']);
    for (const hidden of ['open', 'edit', 'copy', 'move', 'rename', 'download'] as const) {
      expect(menuActions('recycleBin')).not.toContain(hidden);
    }
  });

  it('the share view offers only see, download and details', () => {
    expect(menuActions('shareView')).toEqual(['open', 'download', 'detail']);
    for (const hidden of ['rename', 'move', 'copy', 'delete', 'share', 'erase'] as const) {
      expect(menuActions('shareView')).not.toContain(hidden);
    }
  });
});
