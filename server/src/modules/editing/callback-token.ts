import { jwtVerify, SignJWT } from 'jose';

const AUDIENCE = 'qiao:office-callback';
const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** Who may save through a callback address: one entry of one user. */
export interface CallbackClaims {
  userId: string;
  userFileId: string;
}

/**
 * The token in the callback address handed to the document server. Signed with a key only Qiao
 * knows (not the document server's secret), so a leaked document-server secret alone cannot name
 * another user's file; it expires with the editing session.
 */
export async function signCallbackToken(
  secret: string,
  claims: CallbackClaims,
  expiresInSeconds: number,
): Promise<string> {
  return new SignJWT({ ent: claims.userFileId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
    .sign(keyOf(secret));
}

/** The claims of a valid, unexpired callback token; throws for anything else. */
export async function readCallbackToken(secret: string, token: string): Promise<CallbackClaims> {
  const { payload } = await jwtVerify(token, keyOf(secret), {
    algorithms: ['HS256'],
    audience: AUDIENCE,
  });
  if (typeof payload.sub !== 'string' || typeof payload.ent !== 'string') {
    throw new Error('callback token names no entry');
  }
  return { userId: payload.sub, userFileId: payload.ent };
}

/** Signs what Qiao sends the document server (the editor configuration), as it expects: HS256. */
export async function signForDocumentServer(
  secret: string,
  payload: Record<string, unknown>,
): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .sign(keyOf(secret));
}

/**
 * The callback body as the document server signed it: in the body's `token`, or in the
 * Authorization header as `Bearer <jwt>` whose `payload` claim is the body. Only signed content
 * is believed; an unsigned body is refused.
 */
export async function verifiedCallbackBody(
  secret: string,
  authorization: string | undefined,
  body: unknown,
): Promise<Record<string, unknown>> {
  const inBody =
    body && typeof body === 'object' && typeof (body as { token?: unknown }).token === 'string'
      ? (body as { token: string }).token
      : undefined;
  if (inBody) {
    const { payload } = await jwtVerify(inBody, keyOf(secret), { algorithms: ['HS256'] });
    return payload;
  }
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (!bearer) throw new Error('callback is not signed');
  const { payload } = await jwtVerify(bearer, keyOf(secret), { algorithms: ['HS256'] });
  const signed = (payload as { payload?: unknown }).payload;
  if (!signed || typeof signed !== 'object') throw new Error('signed header carries no body');
  return signed as Record<string, unknown>;
}
