import type { Readable } from 'node:stream';
import type { ArchiveKind } from '@qiao/contracts/unzip';
import type { ObjectStore } from '../../../platform/storage/object-store';
import type { EntrySizes } from '../limits';

/** The archive being unpacked: its bytes in the store. */
export interface ArchiveSource {
  kind: ArchiveKind;
  store: ObjectStore;
  key: string;
  size: number;
  /** The archive's own name without its last extension ("notes.txt" for "notes.txt.gz"). */
  baseName: string;
}

/**
 * Where a reader hands what it finds, in archive order. The sink judges names and limits and
 * stores the bytes; readers only know their format.
 */
export interface EntrySink {
  /** The entries a format states before anything is inflated (zip, 7z, rar, gz). */
  declare(entries: readonly EntrySizes[]): void;
  folder(rawName: string): void;
  file(rawName: string, body: Readable, sizes: Partial<EntrySizes>): Promise<void>;
  /** Symlinks, hard links, devices: counted, never unpacked (decision 013). */
  skip(rawName: string): void;
  /** Aborted when the job is stopped. */
  signal: AbortSignal;
}

/** The store failed (not the archive): the job is retried rather than the archive blamed. */
export class StoreFailure extends Error {
  constructor(cause: unknown) {
    super('object store failure', { cause });
    this.name = 'StoreFailure';
  }
}
