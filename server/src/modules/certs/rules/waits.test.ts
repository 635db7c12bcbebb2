import { describe, expect, it } from 'vitest';
import { waitsBecause, type WaitFacts } from './waits';

const plain: WaitFacts = {
  holdsValidCertificate: false,
  examRealName: 'Layla Ahmed',
  nameLatin: 'Layla Ahmed',
  approvalRequired: false,
};

describe('why an application waits', () => {
  it('does not wait when nothing asks for an admin', () => {
    expect(waitsBecause(plain)).toBeNull();
    expect(waitsBecause({ ...plain, examRealName: null, nameLatin: 'Anyone' })).toBeNull();
  });

  it('compares names as people write them (case, spaces)', () => {
    expect(waitsBecause({ ...plain, nameLatin: '  layla   AHMED ' })).toBeNull();
    expect(waitsBecause({ ...plain, nameLatin: 'Leila Ahmed' })).toBe('nameDiffers');
  });

  it.each([
    [{ approvalRequired: true }, 'approvalRequired'],
    [{ approvalRequired: true, nameLatin: 'Leila Ahmed' }, 'nameDiffers'],
    [{ holdsValidCertificate: true }, 'replacesCertificate'],
    [
      { holdsValidCertificate: true, approvalRequired: true, nameLatin: 'Leila' },
      'replacesCertificate',
    ],
  ] as const)('gives the weightiest reason (%o → %s)', (change, reason) => {
    expect(waitsBecause({ ...plain, ...change })).toBe(reason);
  });
});
