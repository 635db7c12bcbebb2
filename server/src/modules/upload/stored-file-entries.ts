import type { Db } from '../../platform/db/database';
import { fileObjects, makeFolderPath, reserveBytes, userFiles, type UserFileRow } from '../drive';
import { entryValuesOf, placeEntry, placeUnderFreeName, retryOnNameClash } from './place-entry';

/** A file whose bytes are stored and verified, waiting for its quota, object row and entry. */
export interface StoredFile {
  userId: string;
  fileName: string;
  filePath: string;
  storageKey: string;
  size: number;
  md5: string;
  sha256: string;
}

const objectValuesOf = (file: StoredFile) => ({
  storageKey: file.storageKey,
  size: file.size,
  md5: file.md5,
  sha256: file.sha256,
  refCount: 1,
});

/** One file's quota, object row and entry in one transaction. */
export function recordStoredFile(db: Db, file: StoredFile): Promise<UserFileRow> {
  return retryOnNameClash(() =>
    db.transaction(async (tx) => {
      await reserveBytes(tx, file.userId, file.size);
      const [object] = await tx
        .insert(fileObjects)
        .values(objectValuesOf(file))
        .returning({ id: fileObjects.id });
      return placeEntry(tx, { ...file, fileSize: file.size }, object!.id);
    }),
  );
}

/**
 * Several files in one transaction, a statement for all their objects and one for all their
 * entries: each user's quota counts their sum, names already taken get free variants. Throws if
 * any of them cannot be recorded (a quota passed, a clash with another process): the caller then
 * records each alone, so that each gets its own answer.
 */
export function recordStoredFiles(db: Db, files: StoredFile[]): Promise<UserFileRow[]> {
  return db.transaction(async (tx) => {
    const bytesOf = new Map<string, number>();
    for (const file of files) bytesOf.set(file.userId, (bytesOf.get(file.userId) ?? 0) + file.size);
    for (const [userId, bytes] of bytesOf) await reserveBytes(tx, userId, bytes);
    const objects = await tx
      .insert(fileObjects)
      .values(files.map(objectValuesOf))
      .returning({ id: fileObjects.id, storageKey: fileObjects.storageKey });
    const objectOf = new Map(objects.map((object) => [object.storageKey, object.id]));
    const folders = new Map(files.map((file) => [`${file.userId}:${file.filePath}`, file]));
    for (const file of folders.values()) await makeFolderPath(tx, file.userId, file.filePath);
    const values = files.map((file) =>
      entryValuesOf({ ...file, fileSize: file.size }, objectOf.get(file.storageKey)!),
    );
    // Names taken (or twice in this batch) are skipped here and given a free variant below.
    const placed = await tx.insert(userFiles).values(values).onConflictDoNothing().returning();
    const entryOf = new Map(placed.map((entry) => [entry.objectId, entry]));
    const entries: UserFileRow[] = [];
    for (const value of values) {
      entries.push(entryOf.get(value.objectId) ?? (await placeUnderFreeName(tx, value)));
    }
    return entries;
  });
}

interface Waiting {
  file: StoredFile;
  resolve(entry: UserFileRow): void;
  reject(error: unknown): void;
}

/** Files recorded together at most: a batch's transaction stays short. */
const MOST_PER_BATCH = 100;

/** How long a batch waits for files whose bytes are still being written. */
export const GATHER_MS = 15;

/** One file on its way to the recorder: recorded, or given up (its bytes were refused). */
export interface ComingFile {
  record(file: StoredFile): Promise<UserFileRow>;
  giveUp(): void;
}

export interface StoredFileRecorder {
  /** Announces a file whose bytes are being written, so a batch may wait for it briefly. */
  coming(): ComingFile;
}

/**
 * Records stored files grouped (group commit): a file that arrives while others are still being
 * written waits up to GATHER_MS for them, and files arriving while a batch is recorded go in the
 * next, so many small uploads at once cost a few transactions instead of one each. A lone upload
 * waits for nothing.
 */
export function storedFileRecorder(db: Db): StoredFileRecorder {
  const waiting: Waiting[] = [];
  let writing = 0;
  let recording = false;
  let gathering: ReturnType<typeof setTimeout> | undefined;

  async function recordBatch(batch: Waiting[]) {
    if (batch.length > 1) {
      const entries = await recordStoredFiles(
        db,
        batch.map((item) => item.file),
      ).catch(() => undefined);
      if (entries) return batch.forEach((item, i) => item.resolve(entries[i]!));
    }
    // One after another, in the order the files came: when the quota holds only some of them,
    // the first ones are kept (a folder's files in their order), not whichever the database
    // happened to take first.
    for (const item of batch) {
      await recordStoredFile(db, item.file).then(item.resolve, item.reject);
    }
  }

  async function recordWaiting() {
    clearTimeout(gathering);
    gathering = undefined;
    recording = true;
    await recordBatch(waiting.splice(0, MOST_PER_BATCH));
    recording = false;
    next();
  }

  /** Records now when nothing more is coming (or the batch is full), else gathers a moment. */
  function next() {
    if (recording || waiting.length === 0) return;
    if (writing === 0 || waiting.length >= MOST_PER_BATCH) void recordWaiting();
    else gathering ??= setTimeout(() => void recordWaiting(), GATHER_MS);
  }

  return {
    coming() {
      writing += 1;
      let settled = false;
      const arrived = () => {
        if (settled) return false;
        settled = true;
        writing -= 1;
        return true;
      };
      return {
        record: (file) =>
          new Promise<UserFileRow>((resolve, reject) => {
            arrived();
            waiting.push({ file, resolve, reject });
            next();
          }),
        giveUp() {
          if (arrived()) next();
        },
      };
    },
  };
}
