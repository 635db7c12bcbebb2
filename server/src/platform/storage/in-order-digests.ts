import type { StoredObject, StoredPart } from './object-store';
import type { RunningHash } from './running-hash';

/**
 * The whole file's MD5 and SHA-256, advanced part by part in number order as parts are stored,
 * so that completing an upload need not read its bytes again. Each part is hashed from the disk
 * once it is durable (it is still in the page cache), in the background of the next parts (in the
 * hashing thread, see running-hash.ts).
 *
 * The state lives in memory only: after a restart, or when a part was stored by another process,
 * or rewritten after it was hashed, `digestsOf` answers undefined and the caller reads the file.
 * Each hashed part's tag is remembered, so a part replaced since is noticed at completion.
 */
export class InOrderDigests {
  /** Tags of the parts hashed so far, 1 to `next - 1`. */
  private readonly hashed = new Map<number, string>();
  /** Parts this process stored and has not hashed yet. */
  private readonly waiting = new Map<number, StoredPart>();
  private next = 1;
  private failed = false;
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly partSize: number,
    /** The upload's data file, where part n lies at (n - 1) × partSize. */
    private readonly file: string,
    private readonly hash: RunningHash,
  ) {}

  /** A part is durable: hash it, and any that waited for it, when its turn comes. */
  stored(part: StoredPart): void {
    this.waiting.set(part.partNumber, part);
    this.chain = this.chain.then(() => this.advance());
  }

  /** A part is about to be rewritten: whatever was hashed of it no longer counts. */
  dropped(partNumber: number): void {
    this.waiting.delete(partNumber);
  }

  /** The digests of exactly `parts` (1 to N, in order), when every one was hashed as it is. */
  async digestsOf(parts: readonly StoredPart[]): Promise<StoredObject | undefined> {
    await this.chain;
    if (this.failed || this.next !== parts.length + 1) return undefined;
    let size = 0;
    for (const [index, part] of parts.entries()) {
      if (part.partNumber !== index + 1 || this.hashed.get(part.partNumber) !== part.etag) {
        return undefined;
      }
      size += part.size;
    }
    const digests = await this.hash.digests().catch(() => undefined);
    return digests && { size, ...digests };
  }

  /** Frees the hash's state; the upload is finished or gone. */
  close(): void {
    this.hash.close();
  }

  private async advance(): Promise<void> {
    if (this.failed) return;
    try {
      for (let part = this.waiting.get(this.next); part; part = this.waiting.get(this.next)) {
        // Rewritten while it was read? Its new copy has another tag, so completion re-reads.
        await this.hash.add(this.file, (part.partNumber - 1) * this.partSize, part.size);
        this.hashed.set(part.partNumber, part.etag);
        this.waiting.delete(part.partNumber);
        this.next += 1;
      }
    } catch {
      this.failed = true;
    }
  }
}
