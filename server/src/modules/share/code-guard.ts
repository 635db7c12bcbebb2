import type { FastifyReply } from 'fastify';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { getOrCreateSecret } from '../../platform/secrets/secrets';
import {
  challengeKeys,
  issueChallenge,
  readPaidChallenge,
  type ChallengeKeys,
} from '../../platform/guessing/proof-of-work';
import { codeMatches } from './codes';
import {
  PASS_MAX_AGE_SECONDS,
  passCookieName,
  passHolds,
  SHARE_PASS_SECRET,
  signPass,
} from './share-pass';
import type { ShareRow } from './tables';
import { judgeCodeAttempt } from './throttle';
import { SHARE_CODE_CHALLENGE_KIND, SHARE_CODE_THROTTLE } from './throttle-rules';

/** The secret (app_secrets) that signs share-code challenges; no outside service is involved. */
const SHARE_CHALLENGE_SECRET = 'share-code-challenge';

export interface CodeGuardOptions {
  /** PBKDF2 rounds per number a challenge makes the visitor try. */
  iterations: number;
  secureCookies: boolean;
}

/** Who tries a code: the address, the passes their browser holds, and any work they paid. */
export interface CodeVisitor {
  address: string;
  cookies: Record<string, string | undefined>;
  /** The solved challenge the page sent (only the code check takes one). */
  solution?: string | undefined;
}

/**
 * Every extraction code goes through here. A pass for the right code lets its holder in; any
 * other attempt is judged atomically (throttle.ts) and either opens, counts as wrong, or is
 * answered with a challenge to solve — never with a flat refusal.
 */
export class CodeGuard {
  private secrets: Promise<{ keys: ChallengeKeys; pass: string }> | undefined;

  constructor(
    readonly db: Db,
    private readonly options: CodeGuardOptions,
  ) {}

  private keys() {
    this.secrets ??= Promise.all([
      getOrCreateSecret(this.db, SHARE_CHALLENGE_SECRET),
      getOrCreateSecret(this.db, SHARE_PASS_SECRET),
    ]).then(([challenge, pass]) => ({
      keys: challengeKeys(challenge, this.options.iterations),
      pass,
    }));
    return this.secrets;
  }

  /** Throws extractionCodeRequired, extractionCodeWrong or shareProofOfWorkRequired, or lets in. */
  async admit(share: ShareRow, code: string | undefined, visitor: CodeVisitor, now: Date) {
    if (!code) throw new AppError('extractionCodeRequired');
    const { keys, pass } = await this.keys();
    const matches = codeMatches(share.extractionCode, code);
    const cookie = visitor.cookies[passCookieName(share.batchNum)];
    if (matches && passHolds(pass, cookie, share.id, code, now)) return;
    const target = { shareId: share.id, address: visitor.address };
    const subject = { kind: SHARE_CODE_CHALLENGE_KIND, key: share.id, address: visitor.address };
    const paid = await readPaidChallenge(keys, subject, visitor.solution);
    const verdict = await judgeCodeAttempt(this.db, target, { matches, paid }, now);
    if (verdict.kind === 'open') return;
    if (verdict.kind === 'wrong') throw new AppError('extractionCodeWrong');
    const challenge = await issueChallenge(keys, SHARE_CODE_THROTTLE, subject, verdict.level, now);
    throw new AppError('shareProofOfWorkRequired', {}, { data: { challenge } });
  }

  /** Gives the visitor a pass for this share's code, after the code was judged right. */
  async givePass(reply: FastifyReply, share: ShareRow, code: string, now: Date) {
    if (share.shareType !== 1 || !code || !codeMatches(share.extractionCode, code)) return;
    const { pass } = await this.keys();
    reply.setCookie(passCookieName(share.batchNum), signPass(pass, share.id, code, now), {
      path: '/api',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.options.secureCookies,
      maxAge: PASS_MAX_AGE_SECONDS,
    });
  }
}
