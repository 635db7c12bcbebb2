import type { VerifiedCert } from '@qiao/contracts/certs-calls';
import type { Db } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { getOrCreateSecret } from '../../../platform/secrets/secrets';
import {
  challengeKeys,
  issueChallenge,
  readPaidChallenge,
  type ChallengeKeys,
} from '../../../platform/guessing/proof-of-work';
import { findByNumberAndName, findByVerifyId } from './lookup';
import { judgeCheck } from './throttle';
import { CERT_VERIFY_CHALLENGE_KIND, CERT_VERIFY_THROTTLE } from './throttle-rules';

/** The secret (app_secrets) that signs certificate-check challenges; its own, not the shares'. */
const CERT_CHALLENGE_SECRET = 'cert-verify-challenge';

/** What the platform's badge signer tells of a badge file (documents/). */
export interface BadgeReading {
  signatureValid: boolean;
  problem: 'signature' | 'issuer' | 'format' | null;
  verifyId: string | null;
}

export interface BadgeReader {
  read(jws: string): BadgeReading | Promise<BadgeReading>;
}

/** A number-and-name check: who asks from where, and any work their page paid. */
export interface NumberCheck {
  /** Normalised (normalizeCertNumber) and of the right form. */
  number: string;
  name: string;
  address: string;
  /** The solved challenge the page sent (base64 JSON), if any. */
  solution?: string | undefined;
}

export interface BadgeCheck {
  signatureValid: boolean;
  problem: BadgeReading['problem'];
  certificate: VerifiedCert | null;
}

/** A certificate named rightly by number and name, and the verify id that names it alone. */
export interface FoundCert {
  certificate: VerifiedCert;
  verifyId: string;
}

/**
 * Every public check of a certificate goes through here. By verify id it is a plain look-up
 * (128 random bits cannot be guessed); by number and name it is judged with the guessing ledger
 * and may answer certProofOfWorkRequired with a challenge instead (decision 032's design).
 */
export class CertVerifier {
  private keys: Promise<ChallengeKeys> | undefined;

  constructor(
    readonly db: Db,
    private readonly options: { iterations: number; badges: BadgeReader | undefined },
  ) {}

  private challengeKeys() {
    this.keys ??= getOrCreateSecret(this.db, CERT_CHALLENGE_SECRET).then((secret) =>
      challengeKeys(secret, this.options.iterations),
    );
    return this.keys;
  }

  byVerifyId(verifyId: string): Promise<VerifiedCert | null> {
    return findByVerifyId(this.db, verifyId);
  }

  /** Found (with its verify id) or not; never which of number or name was wrong. */
  async byNumberAndName(check: NumberCheck, now = new Date()): Promise<FoundCert | null> {
    const keys = await this.challengeKeys();
    const target = { number: check.number, address: check.address };
    const subject = { kind: CERT_VERIFY_CHALLENGE_KIND, key: check.number, address: check.address };
    const { matches, found } = await findByNumberAndName(this.db, check.number, check.name);
    const paid = await readPaidChallenge(keys, subject, check.solution);
    const verdict = await judgeCheck(this.db, target, { matches, paid }, now);
    if (verdict.kind === 'found') return found;
    if (verdict.kind === 'wrong') return null;
    const challenge = await issueChallenge(keys, CERT_VERIFY_THROTTLE, subject, verdict.level, now);
    throw new AppError('certProofOfWorkRequired', {}, { data: { challenge } });
  }

  /**
   * Whether the badge's signature holds, and the certificate it names as it stands now. A badge
   * whose signature fails names nothing we vouch for, so no certificate is shown with it.
   */
  async badge(text: string): Promise<BadgeCheck> {
    const reading: BadgeReading = this.options.badges
      ? await this.options.badges.read(text.trim())
      : { signatureValid: false, problem: 'format', verifyId: null };
    if (!reading.signatureValid || !reading.verifyId) {
      return { signatureValid: false, problem: reading.problem ?? 'signature', certificate: null };
    }
    const certificate = await findByVerifyId(this.db, reading.verifyId);
    return { signatureValid: true, problem: null, certificate };
  }
}
