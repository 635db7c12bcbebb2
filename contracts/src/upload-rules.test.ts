import { describe, expect, it } from 'vitest';
import {
  expectedPartSize,
  fitsOneRequest,
  nextSendGroup,
  partCountOf,
  partSizeFor,
  pastedImageName,
  UPLOAD_LIMITS,
} from './upload-rules';

const MiB = 1024 * 1024;

describe('uploads in one request', () => {
  it('takes files up to one part on every store, empty ones too', () => {
    expect(fitsOneRequest(0)).toBe(true);
    expect(fitsOneRequest(4096)).toBe(true);
    expect(fitsOneRequest(UPLOAD_LIMITS.oneRequestBytes)).toBe(true);
    expect(fitsOneRequest(UPLOAD_LIMITS.oneRequestBytes + 1)).toBe(false);
    expect(UPLOAD_LIMITS.oneRequestBytes).toBeLessThanOrEqual(partSizeFor('local', 0));
    expect(UPLOAD_LIMITS.oneRequestBytes).toBeLessThanOrEqual(partSizeFor('s3', 0));
  });
});

describe('small files sent together', () => {
  const small = (id: string, size = 4096) => ({ id, size });

  it('sends nothing when nothing waits', () => {
    expect(nextSendGroup([])).toEqual([]);
  });

  it('sends a large first file alone, even with small ones behind it', () => {
    const large = { id: 'large', size: UPLOAD_LIMITS.oneRequestBytes + 1 };
    expect(nextSendGroup([large, small('a'), small('b')])).toEqual(['large']);
  });

  it('groups the small files waiting, in order, skipping large ones between them', () => {
    const large = { id: 'large', size: 50 * MiB };
    expect(nextSendGroup([small('a'), large, small('b'), small('c')])).toEqual(['a', 'b', 'c']);
  });

  it('stops at the most files a group takes', () => {
    const waiting = Array.from({ length: UPLOAD_LIMITS.groupFiles + 5 }, (_, i) => small(`f${i}`));
    const group = nextSendGroup(waiting);
    expect(group).toHaveLength(UPLOAD_LIMITS.groupFiles);
    expect(group.at(-1)).toBe(`f${UPLOAD_LIMITS.groupFiles - 1}`);
  });

  it('keeps a group within its bytes, still taking a later file that fits', () => {
    const full = UPLOAD_LIMITS.oneRequestBytes;
    expect(UPLOAD_LIMITS.groupBytes).toBe(4 * full);
    const waiting = [
      small('a', full),
      small('b', full),
      small('c', full),
      small('d', full - 5),
      small('too-much', full),
      small('last', 5),
    ];
    expect(nextSendGroup(waiting)).toEqual(['a', 'b', 'c', 'd', 'last']);
  });
});

describe('upload parts', () => {
  it('uses 1 MiB parts on disk and 5 MiB on S3', () => {
    expect(partSizeFor('local', 20 * MiB)).toBe(MiB);
    expect(partSizeFor('s3', 20 * MiB)).toBe(5 * MiB);
  });

  it('grows parts in whole MiB so a file never needs more than 10,000', () => {
    const size = 50 * 1024 * MiB + 7;
    const part = partSizeFor('local', size);
    expect(part % MiB).toBe(0);
    expect(partCountOf(size, part)).toBeLessThanOrEqual(UPLOAD_LIMITS.maxParts);
  });

  it('gives every part its exact length, the last one the remainder', () => {
    const size = 2 * MiB + 10;
    expect(partCountOf(size, MiB)).toBe(3);
    expect(expectedPartSize(size, MiB, 1)).toBe(MiB);
    expect(expectedPartSize(size, MiB, 3)).toBe(10);
    expect(expectedPartSize(size, MiB, 4)).toBe(-1);
    expect(expectedPartSize(size, MiB, 0)).toBe(-1);
  });

  it('sends an empty file as one empty part', () => {
    expect(partCountOf(0, MiB)).toBe(1);
    expect(expectedPartSize(0, MiB, 1)).toBe(0);
  });
});

describe('pasted pictures', () => {
  it('are named with a prefix and a timestamp', () => {
    const at = new Date(2026, 10, 23, 9, 5, 7);
    expect(pastedImageName('image/png', at)).toBe('pasted-20261123-090507.png');
    expect(pastedImageName('image/jpeg', at)).toBe('pasted-20261123-090507.jpg');
  });
});
