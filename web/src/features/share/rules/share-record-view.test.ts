import { describe, expect, it } from 'vitest';
import type { ShareRecord } from '@qiao/contracts/share';
import { durationKey, expiryKey, recordActions, reviewKey } from './share-record-view';
import { pendingPublicShareOf } from './pending-public-share';

const publicPart = (status: 0 | 1 | 2) => ({
  public_title: 't',
  public_desc: 'd',
  public_category_id: 1,
  status,
  rejectReason: status === 2 ? 'too short' : null,
  reviewTime: null,
  contentChangedAt: null,
});

function record(overrides: Partial<ShareRecord>): ShareRecord {
  return {
    id: 'r1',
    shareBatchNum: 'b'.repeat(24),
    kind: 'link',
    shareType: 1,
    extractionCode: 'x7kp',
    remarks: '',
    shareTime: '2026-11-23T02:00:00.000Z',
    duration: 7,
    endTime: '2026-11-30T02:00:00.000Z',
    state: 'live',
    expired: false,
    viewCount: 0,
    downloadCount: 0,
    resaveCount: 0,
    thumbCount: 0,
    collectCount: 0,
    fileName: 'الدروس',
    fileCount: 1,
    files: [{ userFileId: 'f1', fileName: 'الدروس', extendName: '', isDir: 1 }],
    public: null,
    ...overrides,
  };
}

describe('my shares, as the records list shows them', () => {
  it.each([
    [1, 'duration.day1'],
    [7, 'duration.day7'],
    [30, 'duration.day30'],
    [0, 'duration.permanent'],
  ])('validity %i reads %s', (duration, key) => {
    expect(durationKey(duration)).toBe(key);
  });

  it.each([
    ['live', 'records.status.valid'],
    ['expired', 'records.status.expired'],
    ['cancelled', 'records.status.cancelled'],
  ] as const)('state %s reads %s', (state, key) => {
    expect(expiryKey({ state })).toBe(key);
  });

  it.each([
    [null, undefined],
    [publicPart(0), 'records.reviewStatus.pending'],
    [publicPart(1), 'records.reviewStatus.approved'],
    [publicPart(2), 'records.reviewStatus.rejected'],
    [
      { ...publicPart(0), contentChangedAt: '2026-11-24T02:00:00.000Z' },
      'records.reviewStatus.contentChanged',
    ],
  ])('review status of %j', (part, key) => {
    expect(reviewKey({ public: part })).toBe(key);
  });

  it('kind 8: copy link shown, no delete or download', () => {
    expect(recordActions(record({}))).toEqual(['copyLink', 'open', 'edit', 'cancel']);
    expect(recordActions(record({ kind: 'public', public: publicPart(1) }))).toContain('copyLink');
    expect(recordActions(record({ kind: 'public', public: publicPart(0) }))).toEqual([
      'edit',
      'cancel',
    ]);
  });
});

describe('a public share pending review of the files being shared', () => {
  const pending = record({ id: 'p', kind: 'public', public: publicPart(0) });
  const approved = record({ id: 'a', kind: 'public', public: publicPart(1) });

  it('is found when it holds one of the files', () => {
    expect(pendingPublicShareOf([approved, pending], ['f9', 'f1'])?.id).toBe('p');
  });

  it('is not found for other files, nor when only approved or link shares hold them', () => {
    expect(pendingPublicShareOf([pending], ['f2'])).toBeUndefined();
    expect(pendingPublicShareOf([approved, record({})], ['f1'])).toBeUndefined();
  });
});
