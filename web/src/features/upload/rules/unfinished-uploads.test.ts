import { describe, expect, it } from 'vitest';
import { forgetUnfinished, listUnfinished, rememberUnfinished } from './unfinished-uploads';

const lecture = { uploadId: 'u1', name: 'محاضرة.mp4', size: 2e9, folder: '/课程' };

describe('unfinished uploads remembered across a reload', () => {
  it('are kept per user and forgotten once done', () => {
    rememberUnfinished(window.localStorage, 'user-1', lecture);
    rememberUnfinished(window.localStorage, 'user-1', { ...lecture, uploadId: 'u2', name: 'b' });
    rememberUnfinished(window.localStorage, 'user-1', lecture);
    expect(listUnfinished(window.localStorage, 'user-1').map((entry) => entry.uploadId)).toEqual([
      'u2',
      'u1',
    ]);
    expect(listUnfinished(window.localStorage, 'user-2')).toEqual([]);

    forgetUnfinished(window.localStorage, 'user-1', ['u1', 'u2']);
    expect(listUnfinished(window.localStorage, 'user-1')).toEqual([]);
  });

  it('ignores what it cannot read', () => {
    window.localStorage.setItem('qiao.unfinishedUploads.user-1', '{not json');
    expect(listUnfinished(window.localStorage, 'user-1')).toEqual([]);
    window.localStorage.setItem('qiao.unfinishedUploads.user-1', '[{"uploadId":1}]');
    expect(listUnfinished(window.localStorage, 'user-1')).toEqual([]);
  });
});
