import fsp, { type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { resolveByteRange } from './byte-range';
import { HashingStream } from './hashing-stream';
import {
  isMissing,
  renameInto,
  syncFolder,
  TEMP_FOLDER,
  tempPathIn,
  writeDurably,
} from './local-disk-files';
import { FolderSyncs } from './group-sync';
import { DiskUploads } from './local-disk-uploads';
import { assertPartNumber } from './multipart-parts';
import { assertObjectKey } from './object-key';
import { ObjectNotFoundError } from './object-store-errors';
import type {
  ListedObject,
  ByteRange,
  MultipartOptions,
  ObjectReadStream,
  ObjectStore,
  PutOptions,
  SignedDownloadOptions,
  StoredObject,
  StoredPart,
} from './object-store';

/**
 * Reads in 1 MiB pieces rather than Node's 64 KiB: a gigabyte download makes 1,024 reads and
 * socket writes instead of 16,384, each a trip through the event loop.
 */
const READ_CHUNK_BYTES = 1024 * 1024;

/** A temp entry this old at start belongs to no live request: its process crashed. */
const STALE_TEMP_MS = 24 * 3600_000;

/**
 * Objects as files under `root`, one per key (`objects/ab/cd/<uuid>` → `<root>/objects/ab/cd/…`).
 * A put writes a temp file, flushes it to disk, then renames it over the target: rename is atomic,
 * so a reader opens either the old file or the whole new one, and keeps reading what it opened.
 * Multipart uploads write their parts in place in `<root>/.uploads` (see `DiskUploads`).
 */
export class LocalDiskStore implements ObjectStore {
  readonly kind = 'local';
  readonly root: string;
  private readonly tempDir: string;
  private readonly uploads: DiskUploads;
  private readonly folderSyncs = new FolderSyncs(syncFolder);

  constructor(root: string) {
    this.root = path.resolve(root);
    this.tempDir = path.join(this.root, TEMP_FOLDER);
    this.uploads = new DiskUploads(this.root, this.tempDir);
  }

  /** Clears stale temp files; unfinished uploads stay, to be resumed or aborted. */
  async prepare(): Promise<void> {
    await fsp.mkdir(this.tempDir, { recursive: true });
    await this.uploads.prepare();
    const cutoff = Date.now() - STALE_TEMP_MS;
    for (const name of await fsp.readdir(this.tempDir)) {
      const entry = path.join(this.tempDir, name);
      const stats = await fsp.stat(entry).catch(() => undefined);
      if (stats && stats.mtimeMs < cutoff) await fsp.rm(entry, { recursive: true, force: true });
    }
  }

  async put(key: string, body: Readable | Buffer, options: PutOptions = {}): Promise<StoredObject> {
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    return this.publish(key, source, new HashingStream(options.size));
  }

  async get(key: string, range?: ByteRange): Promise<ObjectReadStream> {
    // Size and bytes come from the one open file, even if a put replaces the key meanwhile.
    const { handle, size } = await this.openFile(key);
    try {
      if (!range) {
        const body = handle.createReadStream({ highWaterMark: READ_CHUNK_BYTES });
        return { body, size, contentLength: size };
      }
      const served = resolveByteRange(key, range, size);
      const body = handle.createReadStream({
        start: served.start,
        end: served.end,
        highWaterMark: READ_CHUNK_BYTES,
      });
      return { body, size, contentLength: served.end - served.start + 1, range: served };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async head(key: string): Promise<{ size: number } | undefined> {
    const stats = await fsp.stat(this.pathOf(key)).catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    return stats?.isFile() ? { size: stats.size } : undefined;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== undefined;
  }

  async delete(key: string): Promise<void> {
    await fsp.unlink(this.pathOf(key)).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
  }

  /** Walks the folder of `prefix` (keys never start with a dot: the temp and upload folders stay out). */
  async *listObjects(prefix: string): AsyncIterable<ListedObject> {
    const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
    const start = folder ? this.pathOf(folder.slice(0, -1)) : this.root;
    const walk = async function* (dir: string, keyDir: string): AsyncIterable<ListedObject> {
      const entries = await fsp.readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      for (const entry of entries) {
        if (entry.name.startsWith('.')) continue;
        const key = `${keyDir}${entry.name}`;
        if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), `${key}/`);
        else if (entry.isFile() && key.startsWith(prefix)) {
          const stats = await fsp.stat(path.join(dir, entry.name)).catch(() => undefined);
          if (stats) yield { key, size: stats.size, lastModified: stats.mtime };
        }
      }
    };
    yield* walk(start, folder);
  }

  /** Disk has no URLs of its own: the server streams the file through its signed route. */
  async signedDownloadUrl(key: string, _options: SignedDownloadOptions): Promise<undefined> {
    assertObjectKey(key);
    return undefined;
  }

  async createMultipartUpload(key: string, options: MultipartOptions = {}): Promise<string> {
    assertObjectKey(key);
    return this.uploads.create(key, options.partSize);
  }

  async putPart(
    key: string,
    uploadId: string,
    partNumber: number,
    body: Readable | Buffer,
    size: number,
  ): Promise<StoredPart> {
    assertObjectKey(key);
    return this.uploads.putPart(key, uploadId, partNumber, body, size);
  }

  /** Parts reach the disk through the server's own part route and `putPart`. */
  async signedPartUrl(
    key: string,
    _uploadId: string,
    partNumber: number,
    _expiresInSeconds: number,
  ): Promise<undefined> {
    assertObjectKey(key);
    assertPartNumber(partNumber);
    return undefined;
  }

  async listParts(key: string, uploadId: string): Promise<StoredPart[]> {
    assertObjectKey(key);
    return this.uploads.list(key, uploadId);
  }

  async completeMultipartUpload(
    key: string,
    uploadId: string,
    parts: StoredPart[],
  ): Promise<StoredObject> {
    const target = this.pathOf(key);
    // The parts were written in place: the upload's data file becomes the object by a rename.
    return this.uploads.complete(key, uploadId, parts, async (file) => {
      await renameInto(file, target);
      await this.folderSyncs.sync(path.dirname(target));
    });
  }

  async abortMultipartUpload(key: string, uploadId: string): Promise<void> {
    assertObjectKey(key);
    await this.uploads.abort(key, uploadId);
  }

  async close(): Promise<void> {}

  /** Writes `source` to a temp file, then renames it over `key`: the object is whole or absent. */
  private async publish(
    key: string,
    source: Readable,
    hashing: HashingStream,
  ): Promise<StoredObject> {
    const target = this.pathOf(key);
    const temp = tempPathIn(this.tempDir);
    try {
      await writeDurably(source, hashing, temp);
      await renameInto(temp, target);
      await this.folderSyncs.sync(path.dirname(target));
    } catch (error) {
      await fsp.rm(temp, { force: true });
      throw error;
    }
    return hashing.result();
  }

  private pathOf(key: string): string {
    assertObjectKey(key);
    const file = path.resolve(this.root, ...key.split('/'));
    // The key rules already forbid escaping; this check keeps it true if they ever change.
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Key escapes the store: ${key}`);
    return file;
  }

  private async openFile(key: string): Promise<{ handle: FileHandle; size: number }> {
    const handle = await fsp.open(this.pathOf(key), 'r').catch((error: unknown) => {
      if (isMissing(error)) throw new ObjectNotFoundError(key);
      throw error;
    });
    const stats = await handle.stat().catch(async (error: unknown) => {
      await handle.close();
      throw error;
    });
    if (stats.isFile()) return { handle, size: stats.size };
    await handle.close();
    throw new ObjectNotFoundError(key);
  }
}
