import { randomUUID } from 'node:crypto';
import { InvalidObjectKeyError } from './object-store-errors';

/** S3's limit on key length, in bytes (keys here are ASCII, so characters). */
const MAX_KEY_LENGTH = 1024;

/**
 * One path segment: ASCII letters, digits, `_`, `-` and inner dots. No leading dot, so `.`, `..`
 * and the local store's own `.tmp` folder can never be named; no `/`, `\`, NUL or other control
 * characters, so a key maps to exactly one file under the store's root on every system.
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function isValidObjectKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

/** Refuses a key no store may touch; every store method calls this before any I/O. */
export function assertObjectKey(key: string): void {
  if (!isValidObjectKey(key)) throw new InvalidObjectKeyError(key);
}

/** Keys made within this long share their fan-out folders (see `newObjectKey`). */
const SHARED_FAN_OUT_MS = 1000;

let fanOut = { folders: '', until: 0 };

/**
 * A fresh key such as `objects/3f/a2/<uuid>`. The two levels of fan-out keep any one folder of the
 * local store small (65,536 folders) and spread S3's key prefixes. They are drawn at random once a
 * second, not per key: the files of a burst of small uploads land in one folder, so the local
 * store flushes that folder once for all of them instead of once per file (decision 066).
 */
export function newObjectKey(namespace = 'objects', now = Date.now()): string {
  if (now >= fanOut.until) {
    const drawn = randomUUID();
    fanOut = {
      folders: `${drawn.slice(0, 2)}/${drawn.slice(2, 4)}`,
      until: now + SHARED_FAN_OUT_MS,
    };
  }
  const key = `${namespace}/${fanOut.folders}/${randomUUID()}`;
  assertObjectKey(key);
  return key;
}
