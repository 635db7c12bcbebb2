import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp, { type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { resolveByteRange } from './byte-range';
import { HashingStream } from './hashing-stream';
import { assertObjectKey } from './object-key';
import { ObjectNotFoundError } from './object-store-errors';
import type {
  ByteRange,
  ObjectReadStream,
  ObjectStore,
  PutOptions,
  SignedDownloadOptions,
  StoredObject,
} from './object-store';

/** Inside the root, so a rename from it never crosses file systems; keys cannot start with a dot. */
const TEMP_FOLDER = '.tmp';
/** A temp file this old at start belongs to no live upload: its process crashed. */
const STALE_TEMP_MS = 24 * 3600_000;

/**
 * Objects as files under `root`, one per key (`objects/ab/cd/<uuid>` → `<root>/objects/ab/cd/…`).
 * A put writes a temp file, flushes it to disk, then renames it over the target: rename is atomic,
 * so a reader opens either the old file or the whole new one, and keeps reading what it opened.
 */
export class LocalDiskStore implements ObjectStore {
  readonly kind = 'local';
  readonly root: string;
  private readonly tempDir: string;

  constructor(root: string) {
    this.root = path.resolve(root);
    this.tempDir = path.join(this.root, TEMP_FOLDER);
  }

  async prepare(): Promise<void> {
    await fsp.mkdir(this.tempDir, { recursive: true });
    const cutoff = Date.now() - STALE_TEMP_MS;
    for (const name of await fsp.readdir(this.tempDir)) {
      const file = path.join(this.tempDir, name);
      const stats = await fsp.stat(file).catch(() => undefined);
      if (stats && stats.mtimeMs < cutoff) await fsp.rm(file, { force: true });
    }
  }

  async put(key: string, body: Readable | Buffer, options: PutOptions = {}): Promise<StoredObject> {
    const target = this.pathOf(key);
    const temp = path.join(this.tempDir, `${randomUUID()}.part`);
    const hashing = new HashingStream(options.size);
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    try {
      await fsp.mkdir(this.tempDir, { recursive: true });
      // `flush` fsyncs before close, so the rename never publishes bytes still in the page cache.
      await pipeline(source, hashing, fs.createWriteStream(temp, { flags: 'wx', flush: true }));
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.rename(temp, target);
      await syncFolder(path.dirname(target));
    } catch (error) {
      await fsp.rm(temp, { force: true });
      throw error;
    }
    return hashing.result();
  }

  async get(key: string, range?: ByteRange): Promise<ObjectReadStream> {
    // Size and bytes come from the one open file, even if a put replaces the key meanwhile.
    const { handle, size } = await this.openFile(key);
    try {
      if (!range) return { body: handle.createReadStream(), size, contentLength: size };
      const served = resolveByteRange(key, range, size);
      const body = handle.createReadStream({ start: served.start, end: served.end });
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

  /** Disk has no URLs of its own: the server streams the file through its signed route. */
  async signedDownloadUrl(key: string, _options: SignedDownloadOptions): Promise<undefined> {
    assertObjectKey(key);
    return undefined;
  }

  async close(): Promise<void> {}

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

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** Makes the rename itself durable. Windows cannot open a folder to flush it. */
async function syncFolder(folder: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await fsp.open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
