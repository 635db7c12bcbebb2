import { describe, expect, it } from 'vitest';
import { readPending, withoutSaved, writePending } from './pending-answers';

describe('answers waiting to be saved', () => {
  it('survive in storage per attempt, and leave it once all are saved', () => {
    writePending(localStorage, 'a1', { 'l1-1': { type: 'pictureTrueFalse', value: true } });
    expect(readPending(localStorage, 'a1')).toEqual({
      'l1-1': { type: 'pictureTrueFalse', value: true },
    });
    expect(readPending(localStorage, 'a2')).toEqual({});
    writePending(localStorage, 'a1', {});
    expect(localStorage.getItem('qiao.exam.pending.a1')).toBeNull();
  });

  it('drop what is unreadable rather than send it', () => {
    localStorage.setItem(
      'qiao.exam.pending.a1',
      JSON.stringify({
        'l1-1': { type: 'nonsense' },
        'l1-2': { type: 'pickPicture', choice: 'B' },
      }),
    );
    expect(readPending(localStorage, 'a1')).toEqual({
      'l1-2': { type: 'pickPicture', choice: 'B' },
    });
    localStorage.setItem('qiao.exam.pending.a1', '{oops');
    expect(readPending(localStorage, 'a1')).toEqual({});
  });

  it('keep a newer answer given while an older one was being saved', () => {
    const pending = { 'r1-1': { type: 'pickPicture', choice: 'C' } } as const;
    expect(withoutSaved(pending, 'r1-1', { type: 'pickPicture', choice: 'A' })).toBe(pending);
    expect(withoutSaved(pending, 'r1-1', { type: 'pickPicture', choice: 'C' })).toEqual({});
  });
});
