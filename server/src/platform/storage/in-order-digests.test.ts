import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { InOrderDigests } from './in-order-digests';
import { runningHashHere } from './running-hash';

const partSize = 4;
const file = Buffer.from('abcdefghij');
const digests = (bytes: Buffer) => ({
  size: bytes.length,
  md5: createHash('md5').update(bytes).digest('hex'),
  sha256: createHash('sha256').update(bytes).digest('hex'),
});

/** Part n of `bytes`, as stored with tag `etag`. */
const part = (partNumber: number, etag = `tag-${partNumber}`) => ({
  partNumber,
  etag,
  size: Math.min(partSize, file.length - (partNumber - 1) * partSize),
});

function digestsOver(bytes: Buffer) {
  const read = async (offset: number, length: number) =>
    Buffer.from(bytes.subarray(offset, offset + length));
  return new InOrderDigests(partSize, 'data', runningHashHere(read));
}

describe('digests advanced as parts are stored', () => {
  it('equal the whole file’s once every part came, in any order', async () => {
    const running = digestsOver(file);
    running.stored(part(3));
    running.stored(part(1));
    expect(await running.digestsOf([part(1), part(2), part(3)])).toBeUndefined();
    running.stored(part(2));
    expect(await running.digestsOf([part(1), part(2), part(3)])).toEqual(digests(file));
    // Asked again (a completion retried), the answer stands.
    expect(await running.digestsOf([part(1), part(2), part(3)])).toEqual(digests(file));
  });

  it('give no answer for a part rewritten after it was hashed, or named with another tag', async () => {
    const running = digestsOver(file);
    for (const number of [1, 2, 3]) running.stored(part(number));
    expect(await running.digestsOf([part(1), part(2), part(3)])).toEqual(digests(file));
    running.dropped(2);
    running.stored(part(2, 'second copy'));
    expect(await running.digestsOf([part(1), part(2, 'second copy'), part(3)])).toBeUndefined();
    expect(await running.digestsOf([part(1), part(2), part(3, 'other')])).toBeUndefined();
  });

  it('give no answer for parts this process never saw (stored before a restart)', async () => {
    const running = digestsOver(file);
    running.stored(part(2));
    running.stored(part(3));
    expect(await running.digestsOf([part(1), part(2), part(3)])).toBeUndefined();
  });

  it('give no answer once reading a part failed', async () => {
    const failing = runningHashHere(() => Promise.reject(new Error('EIO')));
    const running = new InOrderDigests(partSize, 'data', failing);
    running.stored(part(1));
    expect(await running.digestsOf([part(1)])).toBeUndefined();
  });
});
