import { createHmac } from 'node:crypto';
import { normalizeExtractionCode } from '@qiao/contracts/share-rules';
import { readToken, signToken } from '../../platform/secrets/signed-token';

/** The secret (app_secrets) that signs share passes. */
export const SHARE_PASS_SECRET = 'share-code-pass';

/** A pass lasts a working day: the visitor's tab keeps reading without another challenge. */
const PASS_HOURS = 12;

/**
 * The cookie of one share's pass. Once a visitor's code was judged right (after any work it
 * cost), every later read of theirs — lists, thumbnails, downloads — goes in without more work,
 * however hard others are guessing meanwhile.
 */
export const passCookieName = (batchNum: string) => `qiao_share_${batchNum}`;

interface PassGrant {
  /** The share. */
  s: string;
  /** A keyed digest of the code it proved: a new code voids the pass. */
  c: string;
  expires: number;
}

const codeDigest = (key: string, code: string) =>
  createHmac('sha256', key).update(normalizeExtractionCode(code)).digest('base64url').slice(0, 22);

export function signPass(key: string, shareId: string, code: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + PASS_HOURS * 3600;
  return signToken<PassGrant>(key, { s: shareId, c: codeDigest(key, code), expires });
}

/** Whether this pass was given for this share and this (current, right) code, and still holds. */
export function passHolds(
  key: string,
  pass: string | undefined,
  shareId: string,
  code: string,
  now: Date,
): boolean {
  if (!pass) return false;
  const grant = readToken<PassGrant>(key, pass, now.getTime());
  return !!grant && grant.s === shareId && grant.c === codeDigest(key, code);
}

export const PASS_MAX_AGE_SECONDS = PASS_HOURS * 3600;
