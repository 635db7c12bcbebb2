import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp, { type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_LIMITS } from '@qiao/contracts/upload-rules';
import { GroupSync } from './group-sync';
import { HashingStream } from './hashing-stream';
import { InOrderDigests } from './in-order-digests';
import { runningHashInThread } from './running-hash';
import { isMissing, syncFolder, tempPathIn, writeDurably } from './local-disk-files';
import { assertPartNumber, assertPartSize, partsInOrder, totalSizeOf } from './multipart-parts';
import {
  InvalidPartError,
  ObjectSizeMismatchError,
  UploadNotFoundError,
} from './object-store-errors';
import type { StoredObject, StoredPart } from './object-store';
import { droppedLine, JournalReader, readJournal, storedLine } from './upload-journal';

/** Beside the objects, under a dot name no key can take. */
export const UPLOADS_FOLDER = '.uploads';
/** Qiao's own upload ids: 128 random bits, so they cannot be guessed, and a safe folder name. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;
/** The key the upload will be stored under, written before the upload's folder appears. */
const KEY_FILE = 'key';
/** The length of every part but the last: part n starts at (n - 1) × this in the data file. */
const PART_SIZE_FILE = 'part-size';
/** The file's bytes, each part written in place; completion renames it to the object. */
const DATA_FILE = 'data';
/** Which parts the data file holds (see upload-journal.ts). */
const JOURNAL_FILE = 'parts';
const READ_BYTES = 1024 * 1024;
const WRITE_BYTES = 1024 * 1024;
/** An upload's files stay open this long after its last part, for the next one. */
const IDLE_CLOSE_MS = 2000;

interface OpenUpload {
  uploadId: string;
  folder: string;
  partSize: number;
  data: string;
  journal: string;
  live: LiveUpload;
}

interface UploadFiles {
  data: FileHandle;
  /** Opened for reading and appending. */
  journal: FileHandle;
}

/** What this process knows of an upload while it writes to it. */
interface LiveUpload {
  key: string;
  partSize: number;
  /** Part writes under way, and who waits for them to end. */
  writers: number;
  drained: (() => void)[];
  /** Completing: no part may be written any more. */
  sealed: boolean;
  /** Parts being written now, by number: a second copy of one is staged, not written in place. */
  writing: Map<number, number>;
  /** The data file and journal, open while parts are written and shortly after. */
  files: Promise<UploadFiles> | undefined;
  closeTimer: NodeJS.Timeout | undefined;
  /** The journal as read so far by this process's part writes. */
  journal: JournalReader;
  dataSync: GroupSync;
  journalSync: GroupSync;
  /** Only for uploads this process made: after a restart the data file is read at completion. */
  digests: InOrderDigests | undefined;
}

async function flushFile(file: string): Promise<void> {
  const handle = await fsp.open(file, 'r+');
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

async function closeFiles({ data, journal }: UploadFiles): Promise<void> {
  await Promise.all([data.close(), journal.close()]);
}

/**
 * Writes `body` at `offset` of the open file, refusing it as soon as it runs past `size`. Chunks
 * are gathered up to 1 MiB and written with one call: a request body arrives in 64 KiB chunks, and
 * each write is a trip to the thread pool.
 */
async function writeAt(handle: FileHandle, offset: number, body: Readable | Buffer, size: number) {
  let written = 0;
  let gathered: Buffer[] = [];
  let gatheredBytes = 0;
  const flush = async () => {
    // Positioned writes: parts in flight fill their own ranges of the one file side by side.
    for (let done = 0; done < gatheredBytes;) {
      const { bytesWritten } = await handle.writev(gathered, offset + written + done);
      done += bytesWritten;
      if (done < gatheredBytes) gathered = [Buffer.concat(gathered).subarray(bytesWritten)];
    }
    written += gatheredBytes;
    gathered = [];
    gatheredBytes = 0;
  };
  for await (const chunk of Buffer.isBuffer(body) ? [body] : (body as AsyncIterable<Buffer>)) {
    if (written + gatheredBytes + chunk.length > size) {
      throw new ObjectSizeMismatchError(size, written + gatheredBytes + chunk.length);
    }
    gathered.push(chunk);
    gatheredBytes += chunk.length;
    if (gatheredBytes >= WRITE_BYTES) await flush();
  }
  await flush();
  if (written !== size) throw new ObjectSizeMismatchError(size, written);
}

/**
 * The multipart uploads of the local store: `<root>/.uploads/<uploadId>/` holds the `key`, the
 * part size, one `data` file the size of the file, and the `parts` journal. A part is written in
 * place at its offset, flushed, then recorded in the journal (flushed too), so after a crash or
 * restart each recorded part is whole and unrecorded ones are sent again. Completion checks the
 * parts and renames the data file to the object: the bytes are written once and never copied.
 * The file's digests advance in memory as parts arrive in order; completion reads the file again
 * only when they could not (a restart, parts from another process, a part rewritten). Nothing
 * here expires: the upload module aborts uploads it has given up on.
 */
export class DiskUploads {
  private readonly folder: string;
  private readonly live = new Map<string, LiveUpload>();

  constructor(
    root: string,
    private readonly tempDir: string,
  ) {
    this.folder = path.join(root, UPLOADS_FOLDER);
  }

  async prepare(): Promise<void> {
    await fsp.mkdir(this.folder, { recursive: true });
  }

  async create(key: string, partSize = UPLOAD_LIMITS.localPartBytes): Promise<string> {
    if (!Number.isSafeInteger(partSize) || partSize < 1) {
      throw new InvalidPartError(`Part size ${partSize} is not a positive byte count`);
    }
    const uploadId = randomBytes(16).toString('hex');
    // Built in the temp folder and renamed into place: an upload never appears half made.
    const staging = tempPathIn(this.tempDir, '.upload');
    try {
      await fsp.mkdir(staging, { recursive: true });
      const write = (name: string, text: string) =>
        fsp.writeFile(path.join(staging, name), text, { flag: 'wx', flush: true });
      await write(KEY_FILE, key);
      await write(PART_SIZE_FILE, String(partSize));
      await write(DATA_FILE, '');
      await write(JOURNAL_FILE, '');
      await syncFolder(staging);
      await fsp.mkdir(this.folder, { recursive: true });
      await fsp.rename(staging, path.join(this.folder, uploadId));
      await syncFolder(this.folder);
    } catch (error) {
      await fsp.rm(staging, { recursive: true, force: true });
      throw error;
    }
    const live = this.liveUpload(uploadId, key, partSize);
    const data = path.join(this.folder, uploadId, DATA_FILE);
    live.digests = new InOrderDigests(partSize, data, runningHashInThread());
    return uploadId;
  }

  async putPart(
    key: string,
    uploadId: string,
    partNumber: number,
    body: Readable | Buffer,
    size: number,
  ): Promise<StoredPart> {
    assertPartNumber(partNumber);
    assertPartSize(size);
    const upload = await this.open(key, uploadId);
    const { live } = upload;
    if (size > upload.partSize) {
      throw new InvalidPartError(`Part ${partNumber} of ${size} bytes exceeds ${upload.partSize}`);
    }
    if (live.sealed) throw new UploadNotFoundError(key, uploadId);
    live.writers += 1;
    clearTimeout(live.closeTimer);
    try {
      const files = await this.filesOf(upload);
      const held = await live.journal.catchUp(files.journal);
      // Decided with no await in between: of two copies sent at once, one goes in place.
      const inPlace = !held.has(partNumber) && !live.writing.has(partNumber);
      live.writing.set(partNumber, (live.writing.get(partNumber) ?? 0) + 1);
      try {
        const offset = (partNumber - 1) * upload.partSize;
        if (inPlace) await writeAt(files.data, offset, body, size);
        else await this.replaceInPlace(upload, files, partNumber, offset, body, size);
        await live.dataSync.sync();
        const part = { partNumber, size, etag: randomBytes(16).toString('hex') };
        await this.record(upload, files, storedLine(part));
        live.digests?.stored(part);
        return part;
      } finally {
        const left = (live.writing.get(partNumber) ?? 1) - 1;
        if (left > 0) live.writing.set(partNumber, left);
        else live.writing.delete(partNumber);
      }
    } finally {
      live.writers -= 1;
      if (live.writers === 0) {
        for (const resume of live.drained.splice(0)) resume();
        clearTimeout(live.closeTimer);
        live.closeTimer = setTimeout(() => void this.closeFilesOf(live), IDLE_CLOSE_MS);
        live.closeTimer.unref();
      }
    }
  }

  async list(key: string, uploadId: string): Promise<StoredPart[]> {
    const held = await this.journalOf(key, uploadId, await this.open(key, uploadId));
    return [...held.values()].sort((a, b) => a.partNumber - b.partNumber);
  }

  /**
   * Checks the upload holds exactly `parts` (1 to N, each as named, all but the last a whole part),
   * then moves the data file to `target` (made durable by `publish`) and erases the upload.
   */
  async complete(
    key: string,
    uploadId: string,
    parts: readonly StoredPart[],
    publish: (file: string) => Promise<void>,
  ): Promise<StoredObject> {
    const upload = await this.open(key, uploadId);
    const { live } = upload;
    const ordered = partsInOrder(parts);
    live.sealed = true;
    let stored: StoredObject;
    try {
      // Writes that began before the seal end first: none may land in the published object.
      if (live.writers > 0) await new Promise<void>((resume) => live.drained.push(resume));
      await this.closeFilesOf(live);
      const held = await this.journalOf(key, uploadId, upload);
      ordered.forEach((part, index) => {
        const copy = held.get(part.partNumber);
        const whole = index === ordered.length - 1 || part.size === upload.partSize;
        if (
          part.partNumber !== index + 1 ||
          !whole ||
          copy?.etag !== part.etag ||
          copy.size !== part.size
        ) {
          throw new InvalidPartError(`Part ${part.partNumber} (${part.etag}) is not held as named`);
        }
      });
      const size = totalSizeOf(ordered);
      // Parts past the last one named may have left bytes beyond the file's end.
      await fsp.truncate(upload.data, size);
      stored = (await live.digests?.digestsOf(ordered)) ?? (await digestsOfFile(upload.data));
      await flushFile(upload.data);
      await publish(upload.data);
    } catch (error) {
      live.sealed = false;
      throw error;
    }
    // A crash before this leaves an upload without its data file: it counts as gone.
    await this.discard(upload.folder);
    this.forget(uploadId);
    return stored;
  }

  /** Erases the upload when it is one of `key`'s (completed or aborted); unknown ones are gone. */
  async abort(key: string, uploadId: string): Promise<void> {
    const folder = await this.folderOf(key, uploadId).catch((error: unknown) => {
      if (error instanceof UploadNotFoundError) return undefined;
      throw error;
    });
    this.forget(uploadId);
    if (folder) await this.discard(folder);
  }

  /**
   * The upload's files, opened once for the parts written one after the other rather than for
   * every write and flush; closed once no part came for a while, or when the upload ends.
   */
  private filesOf(upload: OpenUpload): Promise<UploadFiles> {
    const { live } = upload;
    live.files ??= (async () => {
      const data = await fsp.open(upload.data, 'r+');
      const journal = await fsp.open(upload.journal, 'a+').catch(async (error: unknown) => {
        await data.close();
        throw error;
      });
      return { data, journal };
    })().catch((error: unknown) => {
      live.files = undefined;
      throw isMissing(error) ? new UploadNotFoundError(live.key, upload.uploadId) : error;
    });
    return live.files;
  }

  /**
   * A part held already (or arriving twice at once) is rewritten only once its new copy proved
   * whole: it is staged in a temp file first, so a refused copy leaves the earlier one held. The
   * journal drops the part before its bytes change, so a crash mid-copy leaves it unrecorded.
   */
  private async replaceInPlace(
    upload: OpenUpload,
    files: UploadFiles,
    partNumber: number,
    offset: number,
    body: Readable | Buffer,
    size: number,
  ): Promise<void> {
    const temp = tempPathIn(this.tempDir);
    try {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await writeDurably(source, new HashingStream(size, { sha256: false }), temp);
      await this.record(upload, files, droppedLine(partNumber));
      upload.live.digests?.dropped(partNumber);
      await writeAt(files.data, offset, fs.createReadStream(temp), size);
    } finally {
      await fsp.rm(temp, { force: true });
    }
  }

  /**
   * Appends a journal line (O_APPEND: lines written at once never interleave) and waits until it
   * is on disk. An upload aborted meanwhile is not found, whatever its open files still took.
   */
  private async record(upload: OpenUpload, files: UploadFiles, line: string): Promise<void> {
    await files.journal.write(line);
    await upload.live.journalSync.sync();
    if (this.live.get(upload.uploadId) !== upload.live) {
      throw new UploadNotFoundError(upload.live.key, upload.uploadId);
    }
  }

  /**
   * The upload's parts. An upload whose data file is gone was published by a completion that
   * stopped before erasing the rest: it is erased now and counts as not found.
   */
  private async journalOf(
    key: string,
    uploadId: string,
    upload: OpenUpload,
  ): Promise<Map<number, StoredPart>> {
    const [journal, data] = await Promise.all([
      readJournal(upload.journal).catch(() => undefined),
      fsp.stat(upload.data).catch(() => undefined),
    ]);
    if (journal && data) return journal;
    if (!data) await this.abort(key, uploadId);
    throw new UploadNotFoundError(key, uploadId);
  }

  /** The upload when `uploadId` names an upload of `key`, with this process's state of it. */
  private async open(key: string, uploadId: string): Promise<OpenUpload> {
    const folder = path.join(this.folder, uploadId);
    let live = this.live.get(uploadId);
    if (live?.key !== key) {
      await this.folderOf(key, uploadId);
      const text = await fsp.readFile(path.join(folder, PART_SIZE_FILE), 'utf8').catch(() => '');
      const partSize = Number(text);
      // An upload kept in the earlier layout (one file per part) cannot be joined in place.
      if (!Number.isSafeInteger(partSize) || partSize < 1) {
        throw new UploadNotFoundError(key, uploadId);
      }
      live = this.liveUpload(uploadId, key, partSize);
    }
    return {
      uploadId,
      folder,
      partSize: live.partSize,
      data: path.join(folder, DATA_FILE),
      journal: path.join(folder, JOURNAL_FILE),
      live,
    };
  }

  private liveUpload(uploadId: string, key: string, partSize: number): LiveUpload {
    const live: LiveUpload = {
      key,
      partSize,
      writers: 0,
      drained: [],
      sealed: false,
      writing: new Map(),
      files: undefined,
      closeTimer: undefined,
      journal: new JournalReader(),
      // Flushes run only for writers, so while the files are open.
      dataSync: new GroupSync(async () => (await live.files!).data.datasync()),
      journalSync: new GroupSync(async () => (await live.files!).journal.datasync()),
      digests: undefined,
    };
    this.live.set(uploadId, live);
    return live;
  }

  private async closeFilesOf(live: LiveUpload): Promise<void> {
    clearTimeout(live.closeTimer);
    live.closeTimer = undefined;
    if (live.writers > 0) return;
    const files = live.files;
    live.files = undefined;
    await files?.then(closeFiles, () => undefined);
  }

  /** The upload is finished or gone: this process keeps nothing of it. */
  private forget(uploadId: string): void {
    const live = this.live.get(uploadId);
    if (!live) return;
    live.digests?.close();
    void this.closeFilesOf(live);
    this.live.delete(uploadId);
  }

  /** The upload's folder, when `uploadId` names an upload of `key`. */
  private async folderOf(key: string, uploadId: string): Promise<string> {
    if (!UPLOAD_ID.test(uploadId)) throw new UploadNotFoundError(key, uploadId);
    const folder = path.join(this.folder, uploadId);
    const recorded = await fsp
      .readFile(path.join(folder, KEY_FILE), 'utf8')
      .catch((error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      });
    if (recorded !== key) throw new UploadNotFoundError(key, uploadId);
    return folder;
  }

  /**
   * Renamed out of the uploads first, so a crash half-way through deleting never leaves an upload
   * with some parts missing; what is left in the temp folder is cleared by `prepare()`.
   */
  private async discard(folder: string): Promise<void> {
    const doomed = tempPathIn(this.tempDir, '.removed');
    try {
      await fsp.rename(folder, doomed);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    await fsp.rm(doomed, { recursive: true, force: true });
  }
}

/** Size and digests read back from the file: after a restart, or when parts came otherwise. */
async function digestsOfFile(file: string): Promise<StoredObject> {
  const hashing = new HashingStream();
  const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
  await pipeline(fs.createReadStream(file, { highWaterMark: READ_BYTES }), hashing, discard);
  return hashing.result();
}
