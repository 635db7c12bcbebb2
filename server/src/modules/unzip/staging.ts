import { pipeline, Transform, type Readable } from 'node:stream';
import { formatSize } from '@qiao/contracts/drive-rules';
import { AppError } from '../../platform/http/app-error';
import type { ObjectStore } from '../../platform/storage/object-store';
import { newObjectKey } from '../../platform/storage/object-key';
import { entryPath } from './entry-paths';
import { StoreFailure, type EntrySink } from './extract/archive-source';
import {
  countedProblem,
  declaredProblem,
  type EntrySizes,
  type UnzipAllowance,
  type UnzipProblem,
} from './limits';
import { UNZIP_LIMITS } from '@qiao/contracts/unzip';

export interface StagedFile {
  segments: string[];
  key: string;
  size: number;
  md5: string;
  sha256: string;
}

/**
 * Collects what an archive holds: each file's bytes go to the store under a fresh key as they are
 * read (counted against the limits while they flow), folders are remembered. Nothing is visible
 * to the user until `commitUnzip` writes the entries; `discard` erases every stored object.
 */
export class UnzipStaging implements EntrySink {
  readonly files: StagedFile[] = [];
  readonly folders = new Set<string>();
  entries = 0;
  totalBytes = 0;
  declaredTotal: number | null = null;
  /** The first limit crossed, kept because a stream error may arrive wrapped by the store. */
  problem: AppError | undefined;

  constructor(
    private readonly store: ObjectStore,
    private readonly allowance: UnzipAllowance,
    readonly signal: AbortSignal,
    private readonly onProgress: () => void,
  ) {}

  private fail(problem: UnzipProblem): never {
    const params: Record<UnzipProblem, Record<string, string | number>> = {
      tooManyEntries: { max: this.allowance.maxEntries ?? UNZIP_LIMITS.maxEntries },
      bomb: {},
      tooLarge: { max: formatSize(this.allowance.maxTotalBytes) },
      overQuota: { free: formatSize(Math.max(0, this.allowance.quotaLeftBytes)) },
    };
    const keys = {
      tooManyEntries: 'unzipTooManyEntries',
      bomb: 'unzipBomb',
      tooLarge: 'unzipTooLarge',
      overQuota: 'unzipOverQuota',
    } as const;
    this.problem ??= new AppError(keys[problem], params[problem]);
    throw this.problem;
  }

  declare(entries: readonly EntrySizes[]): void {
    this.declaredTotal = entries.length;
    const problem = declaredProblem(entries, this.allowance);
    if (problem) this.fail(problem);
  }

  private admit(rawName: string): string[] | undefined {
    if (this.signal.aborted) throw new Error('unzip stopped');
    const path = entryPath(rawName);
    if (path.kind === 'escapes') {
      this.problem ??= new AppError('unzipUnsafePath', { name: rawName.slice(0, 200) });
      throw this.problem;
    }
    this.entries += 1;
    const problem = countedProblem(
      { entries: this.entries, totalBytes: this.totalBytes },
      this.allowance,
    );
    if (problem) this.fail(problem);
    return path.kind === 'inside' ? path.segments : undefined;
  }

  folder(rawName: string): void {
    const segments = this.admit(rawName);
    if (segments) this.folders.add(segments.join('/'));
    this.onProgress();
  }

  skip(rawName: string): void {
    this.admit(rawName);
    this.onProgress();
  }

  async file(rawName: string, body: Readable, sizes: Partial<EntrySizes>): Promise<void> {
    const segments = this.admit(rawName);
    if (!segments) {
      body.resume();
      return;
    }
    let entryBytes = 0;
    const meter = new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        entryBytes += chunk.length;
        this.totalBytes += chunk.length;
        const problem = countedProblem(
          {
            entries: this.entries,
            totalBytes: this.totalBytes,
            entryBytes,
            entryDeclared: sizes.size,
            entryCompressed: sizes.compressedSize,
          },
          this.allowance,
        );
        if (!problem) return done(null, chunk);
        try {
          this.fail(problem);
        } catch (error) {
          done(error as Error);
        }
      },
    });
    // The archive broke first (not the store, which destroys the meter before the body).
    let archiveBroke = false;
    body.once('error', () => {
      if (!meter.destroyed) archiveBroke = true;
    });
    pipeline(body, meter, () => undefined);
    const key = newObjectKey();
    let stored;
    try {
      stored = await this.store.put(key, meter);
    } catch (error) {
      await this.store.delete(key).catch(() => undefined);
      if (this.problem) throw this.problem;
      if (archiveBroke) throw new AppError('unzipCorrupt', {}, { cause: error });
      throw new StoreFailure(error);
    }
    this.files.push({ segments, key, ...stored });
    // Fewer bytes than declared: a truncated or damaged entry.
    if (sizes.size !== undefined && stored.size !== sizes.size) throw new AppError('unzipCorrupt');
    this.onProgress();
  }

  /** Erases every object stored so far (the unzip failed or was refused). */
  async discard(): Promise<void> {
    for (const file of this.files.splice(0)) {
      await this.store.delete(file.key).catch(() => undefined);
    }
  }
}
