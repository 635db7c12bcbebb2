import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  EXTRACTION_CODE_ALPHABET,
  EXTRACTION_CODE_LENGTH,
  normalizeExtractionCode,
  SHARE_LIMITS,
} from '@qiao/contracts/share-rules';

/** A share's public name: 18 random bytes (144 bits) in base64url, 24 characters. */
export function newBatchNum(): string {
  const batchNum = randomBytes(18).toString('base64url');
  return batchNum.length === SHARE_LIMITS.batchNumLength ? batchNum : newBatchNum();
}

/** A code drawn with the crypto generator from the alphabet without look-alikes. */
export function newExtractionCode(pick: (max: number) => number = randomInt): string {
  let code = '';
  for (let index = 0; index < EXTRACTION_CODE_LENGTH; index += 1) {
    code += EXTRACTION_CODE_ALPHABET[pick(EXTRACTION_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * True when the code given is the share's code, compared in constant time after normalising
 * (case and spaces do not matter). A share without a code matches anything.
 */
export function codeMatches(stored: string, given: string | null | undefined): boolean {
  if (stored === '') return true;
  const expected = Buffer.from(normalizeExtractionCode(stored));
  const actual = Buffer.from(normalizeExtractionCode(given));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
