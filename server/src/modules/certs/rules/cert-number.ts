import { randomBytes } from 'node:crypto';
import { CERT_LIMITS } from '@qiao/contracts/certs';
import type { ExamFamily } from '@qiao/contracts/exams';

/**
 * `QIAO-YCT1-2026-000123`: the level, the year of issue (UTC) and the number counted across all
 * certificates by `cert_number_seq`, padded to six digits (longer once the count passes them).
 */
export function formatCertNumber(
  family: ExamFamily,
  level: number,
  issuedAt: Date,
  sequence: number,
): string {
  const year = issuedAt.getUTCFullYear();
  return `QIAO-${family.toUpperCase()}${level}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** 128 random bits as 32 hexadecimal characters: what the QR code holds, never guessable. */
export function newVerifyId(): string {
  return randomBytes(CERT_LIMITS.verifyIdHexLength / 2).toString('hex');
}
