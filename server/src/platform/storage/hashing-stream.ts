import { createHash, type Hash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { ObjectSizeMismatchError } from './object-store-errors';
import type { StoredObject } from './object-store';

/**
 * Passes bytes through while counting them and computing MD5 (what the browser's instant-upload
 * check sends) and SHA-256 (what deduplication trusts). With an expected size it fails as soon as
 * the body runs over, or at its end when it falls short, so a store never completes a wrong body.
 */
export class HashingStream extends Transform {
  private readonly md5 = createHash('md5');
  /** Absent for upload parts: only their MD5 (the part's tag) is needed, and SHA-256 costs. */
  private readonly sha256: Hash | undefined;
  private bytes = 0;
  private digests: StoredObject | undefined;

  constructor(
    private readonly expectedSize?: number,
    options: { sha256?: boolean } = {},
  ) {
    super();
    if (options.sha256 !== false) this.sha256 = createHash('sha256');
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.expectedSize !== undefined && this.bytes > this.expectedSize) {
      done(new ObjectSizeMismatchError(this.expectedSize, this.bytes));
      return;
    }
    this.md5.update(chunk);
    this.sha256?.update(chunk);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (this.expectedSize !== undefined && this.bytes !== this.expectedSize) {
      done(new ObjectSizeMismatchError(this.expectedSize, this.bytes));
      return;
    }
    this.digests = {
      size: this.bytes,
      md5: this.md5.digest('hex'),
      sha256: this.sha256?.digest('hex') ?? '',
    };
    done();
  }

  /** The size and digests; only after the whole body has passed through. */
  result(): StoredObject {
    if (!this.digests) throw new Error('HashingStream.result() called before the body ended');
    return this.digests;
  }
}
