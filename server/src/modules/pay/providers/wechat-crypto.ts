import {
  createCipheriv,
  createDecipheriv,
  randomBytes,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';

/**
 * WeChat Pay API v3's cryptography, as its documentation specifies, on node:crypto alone:
 * requests signed `WECHATPAY2-SHA256-RSA2048` with the merchant's key; answers and notifications
 * verified with the platform key over `timestamp\nnonce\nbody\n`; notification resources
 * encrypted AEAD_AES_256_GCM with the APIv3 key (the tag is the ciphertext's last 16 bytes).
 */

export const WECHAT_AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';

/** A notification older than this (or this far in the future) is refused: replays end here. */
export const WECHAT_MAX_CLOCK_SKEW_SECONDS = 300;

const TAG_BYTES = 16;

export interface SignedRequest {
  method: string;
  /** The path and query string exactly as sent, without the host. */
  pathWithQuery: string;
  body: string;
  timestamp: number;
  nonce: string;
}

export interface MerchantKey {
  mchid: string;
  serial: string;
  key: KeyObject;
}

export const requestMessage = (request: SignedRequest) =>
  `${request.method}\n${request.pathWithQuery}\n${request.timestamp}\n${request.nonce}\n${request.body}\n`;

/** A 32-character nonce, as WeChat Pay's examples use. */
export const newNonce = () => randomBytes(16).toString('hex').toUpperCase();

/** The Authorization header of a request to WeChat Pay. */
export function authorization(merchant: MerchantKey, request: SignedRequest): string {
  const signature = sign('sha256', Buffer.from(requestMessage(request)), merchant.key).toString(
    'base64',
  );
  return (
    `${WECHAT_AUTH_SCHEMA} mchid="${merchant.mchid}",nonce_str="${request.nonce}",` +
    `signature="${signature}",timestamp="${request.timestamp}",serial_no="${merchant.serial}"`
  );
}

/** The fields of a signed answer or notification: `Wechatpay-Timestamp`, `-Nonce`, `-Signature`. */
export interface SignedMessage {
  timestamp: string;
  nonce: string;
  body: string;
  signature: string;
}

export const answerMessage = (message: Omit<SignedMessage, 'signature'>) =>
  `${message.timestamp}\n${message.nonce}\n${message.body}\n`;

/** Signs an answer or notification with a platform key (what WeChat Pay does; tests use it). */
export function signMessage(key: KeyObject, message: Omit<SignedMessage, 'signature'>): string {
  return sign('sha256', Buffer.from(answerMessage(message)), key).toString('base64');
}

/** Whether the platform key signed this message. */
export function messageSignatureHolds(publicKey: KeyObject, message: SignedMessage): boolean {
  try {
    return verify(
      'sha256',
      Buffer.from(answerMessage(message)),
      publicKey,
      Buffer.from(message.signature, 'base64'),
    );
  } catch {
    return false;
  }
}

/** Whether a `Wechatpay-Timestamp` (seconds) is within five minutes of now. */
export function timestampIsFresh(timestamp: string, now: Date): boolean {
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(now.getTime() / 1000 - Number(timestamp)) <= WECHAT_MAX_CLOCK_SKEW_SECONDS;
}

export interface EncryptedResource {
  algorithm: 'AEAD_AES_256_GCM';
  ciphertext: string;
  associated_data: string;
  nonce: string;
}

/** The resource's plaintext; throws when the APIv3 key or the tag does not hold. */
export function decryptResource(apiV3Key: Buffer, resource: EncryptedResource): string {
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length <= TAG_BYTES) throw new Error('resource too short');
  const decipher = createDecipheriv('aes-256-gcm', apiV3Key, Buffer.from(resource.nonce, 'utf8'));
  decipher.setAAD(Buffer.from(resource.associated_data, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(data.subarray(0, data.length - TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}

/** Encrypts a resource as WeChat Pay does (its counterpart; tests and fakes use it). */
export function encryptResource(
  apiV3Key: Buffer,
  plaintext: string,
  associatedData: string,
  nonce = randomBytes(6).toString('hex'),
): EncryptedResource {
  const cipher = createCipheriv('aes-256-gcm', apiV3Key, Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const encrypted = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: Buffer.concat([encrypted, cipher.getAuthTag()]).toString('base64'),
    associated_data: associatedData,
    nonce,
  };
}

/** WeChat Pay's time format: RFC 3339 to the second with an offset (`…T10:34:56+00:00`). */
export const wechatTime = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, '+00:00');

/** Cuts a text to at most `bytes` bytes of UTF-8 without splitting a character. */
export function truncateUtf8(text: string, bytes: number): string {
  let out = '';
  for (const character of text) {
    if (Buffer.byteLength(out + character) > bytes) break;
    out += character;
  }
  return out;
}
