import { randomFillSync } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { LocalDiskStore } from '@qiao/server/src/platform/storage/local-disk-store';
import { addFile, storedFile } from '@qiao/server/src/modules/drive';
import { openOwnProcessQiao } from './own-process-qiao';

/** What the serve bench needs to download the file, written to BENCH_SERVE_INFO. */
export interface ServedFileInfo {
  cookie: string;
  userFileId: string;
  /** The stored object on disk, for the bare server to serve the very same bytes. */
  objectPath: string;
}

/** Random bytes (nothing compresses), made as they are stored, so no second copy sits on disk. */
function randomBytes(size: number): Readable {
  let left = size;
  return new Readable({
    read() {
      if (left === 0) return void this.push(null);
      const piece = randomFillSync(Buffer.allocUnsafe(Math.min(8 * 1024 * 1024, left)));
      left -= piece.length;
      this.push(piece);
    },
  });
}

/**
 * Qiao as `npm start` runs it, in a process of its own, holding one user's drive file of
 * BENCH_SERVE_BYTES random bytes, added through the drive's own addFile before it listens.
 */
const size = Number(process.env.BENCH_SERVE_BYTES);
const qiao = await openOwnProcessQiao();
const { store } = qiao;
if (!(store instanceof LocalDiskStore)) throw new Error('the serve bench measures the local store');
const reader = await qiao.signedIn('reader');
const entry = await addFile(qiao.db, store, {
  userId: reader.userId,
  folder: '/',
  name: 'lecture.bin',
  body: randomBytes(size),
  size,
});
const { object } = await storedFile(qiao.db, reader.userId, entry.id);
const info: ServedFileInfo = {
  cookie: reader.cookie,
  userFileId: entry.id,
  objectPath: path.join(store.root, ...object.storageKey.split('/')),
};
await fs.writeFile(process.env.BENCH_SERVE_INFO!, JSON.stringify(info));

await qiao.listen();
