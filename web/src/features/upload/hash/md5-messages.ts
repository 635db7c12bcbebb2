/** What the page asks the MD5 worker, and what it answers. */
export interface Md5Request {
  blob: Blob;
  /** First and last byte to hash, inclusive; the whole blob when absent. */
  range?: { start: number; end: number };
  /** When set (hex), the answer is HMAC-SHA256 keyed with these bytes instead of the MD5. */
  hmacKey?: string;
  pieceBytes: number;
}

export type Md5Answer =
  | { kind: 'progress'; done: number; total: number }
  /** The MD5, or the HMAC when a key was given, in hex. */
  | { kind: 'done'; md5: string }
  /** `unreadable`: the file could not be read (moved, deleted, permission). */
  | { kind: 'failed'; unreadable: boolean; message: string };
