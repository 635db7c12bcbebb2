import { generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A self-signed X.509 certificate made with node:crypto alone (it parses certificates but does not
 * make them): the DER of RFC 5280's TBSCertificate, signed sha256WithRSAEncryption. Enough for a
 * fake WeChat Pay platform certificate whose key the test holds.
 */

function derLength(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

const tlv = (tag: number, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from([tag]), derLength(body.length), body]);
};
const sequence = (...parts: Buffer[]) => tlv(0x30, ...parts);
const integer = (bytes: Buffer) =>
  tlv(0x02, bytes[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);

function objectId(dotted: string): Buffer {
  const [first, second, ...rest] = dotted.split('.').map(Number);
  const bytes = [first! * 40 + second!];
  for (const part of rest) {
    const group = [part & 0x7f];
    for (let value = part >> 7; value > 0; value >>= 7) group.unshift(0x80 | (value & 0x7f));
    bytes.push(...group);
  }
  return tlv(0x06, Buffer.from(bytes));
}

const utcTime = (at: Date) =>
  tlv(0x17, Buffer.from(at.toISOString().replace(/[-:T]/g, '').slice(2, 14) + 'Z'));
const commonName = (name: string) =>
  sequence(tlv(0x31, sequence(objectId('2.5.4.3'), tlv(0x0c, Buffer.from(name, 'utf8')))));
const SHA256_WITH_RSA = sequence(objectId('1.2.840.113549.1.1.11'), Buffer.from([0x05, 0x00]));

export interface SelfSignedCertificate {
  certificatePem: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

export function selfSignedCertificate(name: string, days = 365): SelfSignedCertificate {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const serial = randomBytes(16);
  serial[0] = (serial[0]! & 0x7f) | 0x10;
  const now = Date.now();
  const tbs = sequence(
    tlv(0xa0, integer(Buffer.from([2]))),
    integer(serial),
    SHA256_WITH_RSA,
    commonName(name),
    sequence(utcTime(new Date(now - 60_000)), utcTime(new Date(now + days * 86_400_000))),
    commonName(name),
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = sign('sha256', tbs, privateKey);
  const der = sequence(tbs, SHA256_WITH_RSA, tlv(0x03, Buffer.from([0]), signature));
  const lines = der
    .toString('base64')
    .match(/.{1,64}/g)!
    .join('\n');
  return {
    certificatePem: `-----BEGIN CERTIFICATE-----\n${lines}\n-----END CERTIFICATE-----\n`,
    privateKey,
    publicKey,
  };
}
