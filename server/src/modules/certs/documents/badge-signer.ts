import { generateKeyPairSync } from 'node:crypto';
import {
  calculateJwkThumbprint,
  CompactSign,
  compactVerify,
  decodeProtectedHeader,
  importJWK,
  type JWK,
} from 'jose';
import type { CertSnapshot } from '@qiao/contracts/certs';
import type { Db } from '../../../platform/db/database';
import { getOrCreateSecret } from '../../../platform/secrets/secrets';
import {
  badgeCredential,
  issuerId,
  issuerProfile,
  OB_CONTEXT,
  VC_CONTEXT,
} from './badge-credential';

/** The secret the platform's badge key pair (a private JWK) is kept under. */
export const BADGE_KEY_SECRET = 'certs.badge-signing-key';

/** Open Badges 3.0 asks for RS256 when a credential is secured as a JWT. */
const ALG = 'RS256';

export type BadgeProblem = 'signature' | 'issuer' | 'format';

export interface BadgeReading {
  signatureValid: boolean;
  problem: BadgeProblem | null;
  verifyId: string | null;
}

export interface BadgeSigner {
  sign(input: {
    certificateId: string;
    verifyId: string;
    snapshot: CertSnapshot;
    verifyUrl: string;
  }): Promise<string>;
  read(jws: string): Promise<BadgeReading>;
  /** The public key only, as a JWK Set. */
  jwks(): { keys: JWK[] };
}

/** A new RSA key pair (2048 bits) as a private JWK. */
export function generateBadgeKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return privateKey.export({ format: 'jwk' }) as JWK;
}

const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const VERIFY_ID = /[0-9a-f]{32}/;

/** The public half of a private RSA JWK. */
const publicPart = ({ kty, n, e }: JWK): JWK => ({ kty, n, e });

/** The badge key's id: a URI naming the key in the issuer's profile (`…/api/cert/issuer#…`). */
export async function badgeKeyId(publicUrl: string, privateJwk: JWK): Promise<string> {
  return `${issuerId(publicUrl)}#${await calculateJwkThumbprint(publicPart(privateJwk))}`;
}

function decodePayload(jws: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(jws.split('.')[1]!, 'base64url').toString());
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const isBadge = (payload: Record<string, unknown>) =>
  Array.isArray(payload.type) && payload.type.includes('OpenBadgeCredential');

const issuerOf = (payload: Record<string, unknown>) => {
  const issuer = payload.issuer;
  if (typeof issuer === 'string') return issuer;
  if (typeof issuer === 'object' && issuer !== null && 'id' in issuer) return String(issuer.id);
  return null;
};

/** The verify id in the credential's evidence: the verify page's address on this platform. */
function verifyIdOf(payload: Record<string, unknown>, publicUrl: string): string | null {
  const evidence = Array.isArray(payload.evidence) ? (payload.evidence as unknown[]) : [];
  for (const entry of evidence) {
    const id = typeof entry === 'object' && entry !== null && 'id' in entry ? entry.id : null;
    if (typeof id !== 'string' || !id.startsWith(`${publicUrl}/`)) continue;
    const found = VERIFY_ID.exec(id.slice(publicUrl.length));
    if (found) return found[0];
  }
  return null;
}

/** A signer over one key pair (the platform's, from `badgeSigner`; any, in tests). */
export async function badgeSignerWithKey(privateJwk: JWK, publicUrl: string): Promise<BadgeSigner> {
  const base = publicUrl.replace(/\/+$/, '');
  const kid = await badgeKeyId(base, privateJwk);
  const privateKey = await importJWK({ ...privateJwk, alg: ALG }, ALG);
  const publicKey = await importJWK({ ...publicPart(privateJwk), alg: ALG }, ALG);
  const ourIssuer = issuerId(base);
  const publishedKey: JWK = { ...publicPart(privateJwk), kid, alg: ALG, use: 'sig' };

  return {
    async sign(input) {
      if (!input.verifyUrl.includes(input.verifyId)) {
        throw new Error('The verify address must name the verify id');
      }
      const credential = badgeCredential({ ...input, publicUrl: base });
      // VC-JWT as Open Badges 3.0 has it: the credential is the payload, with its registered
      // claims beside it (iss the issuer, jti the credential, nbf its validFrom).
      const payload = {
        ...credential,
        iss: credential.issuer.id,
        jti: credential.id,
        nbf: Math.floor(Date.parse(credential.validFrom) / 1000),
      };
      return new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
        .setProtectedHeader({ alg: ALG, typ: 'JWT', kid })
        .sign(privateKey);
    },

    async read(jws) {
      const token = jws.trim();
      const refused = (problem: BadgeProblem): BadgeReading => ({
        signatureValid: false,
        problem,
        verifyId: null,
      });
      if (!COMPACT_JWS.test(token)) return refused('format');
      let header: ReturnType<typeof decodeProtectedHeader>;
      try {
        header = decodeProtectedHeader(token);
      } catch {
        return refused('format');
      }
      const claimed = decodePayload(token);
      if (!claimed || !isBadge(claimed)) return refused('format');
      if (
        issuerOf(claimed) !== ourIssuer ||
        (claimed.iss !== undefined && claimed.iss !== ourIssuer)
      ) {
        return refused('issuer');
      }
      if (header.kid !== kid) return refused('issuer');
      if (header.alg !== ALG) return refused('signature');
      try {
        await compactVerify(token, publicKey, { algorithms: [ALG] });
      } catch {
        return refused('signature');
      }
      return { signatureValid: true, problem: null, verifyId: verifyIdOf(claimed, base) };
    },

    jwks: () => ({ keys: [publishedKey] }),
  };
}

/**
 * The platform's badge signer. The key pair is made once and kept as a secret in the database,
 * so every instance signs with the same key and the published key stays the same over restarts.
 */
export async function badgeSigner(db: Db, publicUrl: string): Promise<BadgeSigner> {
  const stored = await getOrCreateSecret(db, BADGE_KEY_SECRET, () =>
    JSON.stringify(generateBadgeKey()),
  );
  return badgeSignerWithKey(JSON.parse(stored) as JWK, publicUrl);
}

/** The issuer Profile with the key its credentials are signed with. */
export function issuerDocument(publicUrl: string, jwks: { keys: JWK[] }) {
  const base = publicUrl.replace(/\/+$/, '');
  const profile = issuerProfile(base);
  return {
    '@context': [VC_CONTEXT, OB_CONTEXT],
    ...profile,
    verificationMethod: jwks.keys.map((key) => ({
      id: key.kid,
      type: 'JsonWebKey',
      controller: profile.id,
      publicKeyJwk: key,
    })),
  };
}
