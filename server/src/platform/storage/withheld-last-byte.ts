import { Transform, type TransformCallback } from 'node:stream';

/**
 * Passes bytes on except the very last one, which goes out only when the source has ended well.
 * Placed after a length check, it keeps a receiver that trusts Content-Length (S3 taking a part)
 * from ever getting a whole body when the source runs on past the announced size: the check fails
 * on the extra bytes while the receiver still waits for one more, and the request is cut off.
 */
export class WithheldLastByte extends Transform {
  private held: Buffer | undefined;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (chunk.length === 0) return done();
    if (this.held) this.push(this.held);
    this.held = chunk.subarray(-1);
    done(null, chunk.length > 1 ? chunk.subarray(0, -1) : undefined);
  }

  override _flush(done: TransformCallback): void {
    done(null, this.held);
  }
}
