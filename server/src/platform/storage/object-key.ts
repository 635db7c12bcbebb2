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

/**
 * A fresh key such as `objects/3f/a2/3fa2…-uuid`. The two levels of fan-out from the random id
 * keep any one folder of the local store small (65,536 folders) and spread S3's key prefixes.
 */
export function newObjectKey(namespace = 'objects'): string {
  const id = randomUUID();
  const key = `${namespace}/${id.slice(0, 2)}/${id.slice(2, 4)}/${id}`;
  assertObjectKey(key);
  return key;
}
