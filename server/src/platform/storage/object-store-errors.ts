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
