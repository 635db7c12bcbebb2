import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { HashingStream } from './hashing-stream';
import { isMissing, syncFolder, tempPathIn, writeDurably } from './local-disk-files';
import { assertPartNumber, assertPartSize, partsInOrder, totalSizeOf } from './multipart-parts';
import { InvalidPartError, UploadNotFoundError } from './object-store-errors';
import type { StoredPart } from './object-store';

/** Beside the objects, under a dot name no key can take. */
export const UPLOADS_FOLDER = '.uploads';
/** Qiao's own upload ids: 128 random bits, so they cannot be guessed, and a safe folder name. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;
/** The key the upload will be stored under, written before the upload's folder appears. */
const KEY_FILE = 'key';
/** One part: its number and its MD5 (the ETag), so a completion opens exactly the copy it names. */
const PART_FILE = /^(\d{1,5})-([0-9a-f]{32})$/;
const ETAG = /^[0-9a-f]{32}$/;

interface PartCopy extends StoredPart {
  file: string;
  writtenAt: number;
}

/**
 * The multipart uploads of the local store: `<root>/.uploads/<uploadId>/` holds the `key` file
 * and one file per part. Every file appears by rename after an fsync, so after a crash or restart
 * each upload and each part is whole or absent, and uploads carry on where they stopped. Nothing
 * here expires: the upload module aborts uploads it has given up on.
 */
export class DiskUploads {
  private readonly folder: string;

  constructor(
    root: string,
    private readonly tempDir: string,
  ) {
    this.folder = path.join(root, UPLOADS_FOLDER);
  }

  async prepare(): Promise<void> {
    await fsp.mkdir(this.folder, { recursive: true });
  }

  async create(key: string): Promise<string> {
    const uploadId = randomBytes(16).toString('hex');
    // Built in the temp folder and renamed into place: an upload never appears without its key.
    const staging = tempPathIn(this.tempDir, '.upload');
    try {
      await fsp.mkdir(staging, { recursive: true });
      await fsp.writeFile(path.join(staging, KEY_FILE), key, { flag: 'wx', flush: true });
      await syncFolder(staging);
      await fsp.mkdir(this.folder, { recursive: true });
      await fsp.rename(staging, path.join(this.folder, uploadId));
      await syncFolder(this.folder);
    } catch (error) {
      await fsp.rm(staging, { recursive: true, force: true });
      throw error;
    }
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
    const folder = await this.open(key, uploadId);
    const temp = tempPathIn(this.tempDir);
    // Checks the length as the bytes stream in and gives the MD5 that names the part.
    const hashing = new HashingStream(size, { sha256: false });
    try {
      await writeDurably(Buffer.isBuffer(body) ? Readable.from([body]) : body, hashing, temp);
      const etag = hashing.result().md5;
      const file = path.join(folder, `${partNumber}-${etag}`);
      await fsp.rename(temp, file).catch((error: unknown) => {
        throw isMissing(error) ? new UploadNotFoundError(key, uploadId) : error;
      });
      await syncFolder(folder);
      await this.dropOlderCopies(folder, partNumber, file);
      return { partNumber, size, etag };
    } catch (error) {
      await fsp.rm(temp, { force: true });
      throw error;
    }
  }

  async list(key: string, uploadId: string): Promise<StoredPart[]> {
    const copies = await this.latestCopies(await this.open(key, uploadId));
    return [...copies.values()]
      .map(({ partNumber, size, etag }) => ({ partNumber, size, etag }))
      .sort((a, b) => a.partNumber - b.partNumber);
  }

  /** The files to join, in order, after checking the upload holds every part as named. */
  async partFiles(
    key: string,
    uploadId: string,
    parts: readonly StoredPart[],
  ): Promise<{ files: string[]; size: number }> {
    const folder = await this.open(key, uploadId);
    const ordered = partsInOrder(parts);
    const files = await Promise.all(
      ordered.map(async ({ partNumber, etag, size }) => {
        const file = path.join(folder, `${partNumber}-${etag}`);
        const stats = ETAG.test(etag) ? await fsp.stat(file).catch(() => undefined) : undefined;
        if (stats?.size !== size) {
          throw new InvalidPartError(`Part ${partNumber} (${etag}, ${size} bytes) is not held`);
        }
        return file;
      }),
    );
    return { files, size: totalSizeOf(ordered) };
  }

  /** Erases the upload when it is one of `key`'s (completed or aborted); unknown ones are gone. */
  async abort(key: string, uploadId: string): Promise<void> {
    const folder = await this.open(key, uploadId).catch((error: unknown) => {
      if (error instanceof UploadNotFoundError) return undefined;
      throw error;
    });
    if (folder) await this.discard(folder);
  }

  /** The upload's folder, when `uploadId` names an upload of `key`. */
  private async open(key: string, uploadId: string): Promise<string> {
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

  /** The newest copy of each part; older ones remain only when a crash cut a replacement short. */
  private async latestCopies(folder: string): Promise<Map<number, PartCopy>> {
    const latest = new Map<number, PartCopy>();
    for (const name of await fsp.readdir(folder)) {
      const match = PART_FILE.exec(name);
      if (!match) continue;
      const file = path.join(folder, name);
      const stats = await fsp.stat(file).catch(() => undefined);
      if (!stats) continue;
      const copy = {
        partNumber: Number(match[1]),
        etag: match[2]!,
        size: stats.size,
        file,
        writtenAt: stats.mtimeMs,
      };
      const other = latest.get(copy.partNumber);
      if (!other || other.writtenAt < copy.writtenAt) latest.set(copy.partNumber, copy);
    }
    return latest;
  }

  /**
   * A re-sent part replaces the copy held before (when its bytes differ, its name does too). Of two
   * copies sent at the same time, the later-written one stays, as `list` would pick.
   */
  private async dropOlderCopies(folder: string, partNumber: number, kept: string) {
    const keptAt = (await fsp.stat(kept).catch(() => undefined))?.mtimeMs;
    if (keptAt === undefined) return;
    for (const name of await fsp.readdir(folder)) {
      if (PART_FILE.exec(name)?.[1] !== String(partNumber)) continue;
      const file = path.join(folder, name);
      if (file === kept) continue;
      const stats = await fsp.stat(file).catch(() => undefined);
      if (stats && stats.mtimeMs <= keptAt) await fsp.rm(file, { force: true });
    }
  }
}

/** The bytes of `files` one after the other, read as they are needed. */
export async function* concatenated(files: readonly string[]): AsyncGenerator<Buffer> {
  for (const file of files) {
    for await (const chunk of fs.createReadStream(file)) yield chunk as Buffer;
  }
}
