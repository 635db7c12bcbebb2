import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How the sandbox provider signs its callbacks, the way card providers sign webhooks: an HMAC of
 * the moment and the exact body, `t=<seconds>,v1=<hex>`. A callback older or newer than the
 * tolerance is refused, so a captured one cannot be replayed later even with a fresh event id.
 */
export const SANDBOX_SIGNATURE_HEADER = 'x-qiao-sandbox-signature';
export const SANDBOX_SIGNATURE_TOLERANCE_SECONDS = 300;

const mac = (key: string, seconds: number, body: string) =>
  createHmac('sha256', key).update(`${seconds}.${body}`).digest('hex');

export function signSandboxBody(key: string, body: string, nowSeconds: number): string {
  return `t=${nowSeconds},v1=${mac(key, nowSeconds, body)}`;
}

/** Whether `header` signs exactly `body` with `key`, recently enough. */
export function sandboxSignatureHolds(
  key: string,
  header: string | undefined,
  body: string,
  nowSeconds: number,
): boolean {
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const seconds = Number(match[1]);
  if (Math.abs(nowSeconds - seconds) > SANDBOX_SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(mac(key, seconds, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(match[2]!, 'hex'));
}
