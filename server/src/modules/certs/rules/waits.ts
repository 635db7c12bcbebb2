import { normalizeHolderName } from '@qiao/contracts/certs';

export type WaitReason = 'approvalRequired' | 'nameDiffers' | 'replacesCertificate';

export interface WaitFacts {
  /** The learner holds a valid certificate of the course (this application corrects it). */
  holdsValidCertificate: boolean;
  /** The real name given before the counted attempt, when its paper asked for one. */
  examRealName: string | null;
  /** The name in Latin or Chinese script applied with. */
  nameLatin: string;
  /** The admins' setting: every application waits. */
  approvalRequired: boolean;
}

/**
 * Why an application waits for an admin, the weightiest reason first; null: issued at once. A
 * replacement always waits (it revokes a certificate someone may already hold in hand); a name
 * that is not the one confirmed before the exam waits, since the spec makes that name binding.
 */
export function waitsBecause(facts: WaitFacts): WaitReason | null {
  if (facts.holdsValidCertificate) return 'replacesCertificate';
  if (
    facts.examRealName !== null &&
    normalizeHolderName(facts.nameLatin) !== normalizeHolderName(facts.examRealName)
  ) {
    return 'nameDiffers';
  }
  if (facts.approvalRequired) return 'approvalRequired';
  return null;
}
