/** Failures of the object store that callers act on; anything else is an I/O fault. */

export class ObjectNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored object at ${key}`);
    this.name = 'ObjectNotFoundError';
  }
}

/** The range starts past the object's end or is malformed; `size` goes in the 416 answer. */
export class RangeNotSatisfiableError extends Error {
  constructor(
    readonly key: string,
    readonly size: number,
  ) {
    super(`Range not satisfiable for ${key} of ${size} bytes`);
    this.name = 'RangeNotSatisfiableError';
  }
}

/** A key the server should never have made: refused before any file or request is touched. */
export class InvalidObjectKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid object key ${JSON.stringify(key)}`);
    this.name = 'InvalidObjectKeyError';
  }
}

/** The body's length differs from the size the caller announced: nothing was stored. */
export class ObjectSizeMismatchError extends Error {
  constructor(
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`Expected ${expected} bytes, received ${actual}${actual > expected ? ' or more' : ''}`);
    this.name = 'ObjectSizeMismatchError';
  }
}

/** No such multipart upload of this key: never made, aborted, completed, or of another key. */
export class UploadNotFoundError extends ObjectNotFoundError {
  constructor(
    key: string,
    readonly uploadId: string,
  ) {
    super(key);
    this.message = `No multipart upload ${JSON.stringify(uploadId)} of ${key}`;
    this.name = 'UploadNotFoundError';
  }
}

/**
 * A part number outside 1–10,000, or a completion naming parts the store does not hold as named
 * (missing, another ETag or size, repeated, none at all, or under S3's 5 MiB before the last).
 */
export class InvalidPartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidPartError';
  }
}
