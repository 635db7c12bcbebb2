import { describe, expect, it } from 'vitest';
import {
  SANDBOX_SIGNATURE_TOLERANCE_SECONDS,
  sandboxSignatureHolds,
  signSandboxBody,
} from './sandbox-signature';

const KEY = 'test-key';
const BODY = '{"id":"evt_1","amountMinor":1999}';
const NOW = 1_800_000_000;

describe('sandbox callback signatures', () => {
  it('hold for the body they signed, with the key that signed it', () => {
    expect(sandboxSignatureHolds(KEY, signSandboxBody(KEY, BODY, NOW), BODY, NOW)).toBe(true);
  });

  it('fail for another body, another key, a missing or malformed header', () => {
    const header = signSandboxBody(KEY, BODY, NOW);
    expect(sandboxSignatureHolds(KEY, header, BODY.replace('1999', '1'), NOW)).toBe(false);
    expect(sandboxSignatureHolds('other-key', header, BODY, NOW)).toBe(false);
    expect(sandboxSignatureHolds(KEY, undefined, BODY, NOW)).toBe(false);
    expect(sandboxSignatureHolds(KEY, header.replace('v1=', 'v2='), BODY, NOW)).toBe(false);
    expect(sandboxSignatureHolds(KEY, `${header}0`, BODY, NOW)).toBe(false);
  });

  it('fail once the moment signed is further than the tolerance, either way', () => {
    const header = signSandboxBody(KEY, BODY, NOW);
    const tolerance = SANDBOX_SIGNATURE_TOLERANCE_SECONDS;
    expect(sandboxSignatureHolds(KEY, header, BODY, NOW + tolerance)).toBe(true);
    expect(sandboxSignatureHolds(KEY, header, BODY, NOW + tolerance + 1)).toBe(false);
    expect(sandboxSignatureHolds(KEY, header, BODY, NOW - tolerance - 1)).toBe(false);
  });
});
