import { createHash, randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runningHashInThread } from './running-hash';

let folder: string;
let file: string;
const bytes = randomBytes(300_000);

beforeAll(async () => {
  folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'qiao-running-hash-'));
  file = path.join(folder, 'data');
  await fsp.writeFile(file, bytes);
});
afterAll(() => fsp.rm(folder, { recursive: true, force: true }));

const digestsOf = (data: Buffer) => ({
  md5: createHash('md5').update(data).digest('hex'),
  sha256: createHash('sha256').update(data).digest('hex'),
});

describe('a running hash in the hashing thread', () => {
  it('hashes ranges of a file in the order added, and carries on after answering', async () => {
    const one = runningHashInThread();
    const other = runningHashInThread();
    await Promise.all([one.add(file, 0, 100_000), other.add(file, 200_000, 100_000)]);
    expect(await one.digests()).toEqual(digestsOf(bytes.subarray(0, 100_000)));
    await one.add(file, 100_000, 200_000);
    expect(await one.digests()).toEqual(digestsOf(bytes));
    expect(await other.digests()).toEqual(digestsOf(bytes.subarray(200_000)));
    one.close();
    other.close();
  });

  it('fails a range past the end of the file', async () => {
    const hash = runningHashInThread();
    await expect(hash.add(file, 250_000, 100_000)).rejects.toThrow();
    hash.close();
  });
});
