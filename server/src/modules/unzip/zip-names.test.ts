import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeZipName } from './zip-names';

// "第一课.txt" in GBK, the code page of Chinese Windows.
const gbk = Buffer.from([0xb5, 0xda, 0xd2, 0xbb, 0xbf, 0xce, 0x2e, 0x74, 0x78, 0x74]);
const utf8 = Buffer.from('第一课.txt', 'utf8');

describe('zip entry names', () => {
  it.each([
    ['GBK without the UTF-8 flag', gbk, 0, [], '第一课.txt'],
    ['UTF-8 with the flag', utf8, 0x800, [], '第一课.txt'],
    ['UTF-8 without the flag (macOS)', utf8, 0, [], '第一课.txt'],
    ['plain ASCII', Buffer.from('notes/a.txt'), 0, [], 'notes/a.txt'],
    [
      'the Info-ZIP unicode path field over a GBK name',
      gbk,
      0,
      [
        {
          id: 0x7075,
          data: Buffer.concat([Buffer.from([1]), u32(crc32(gbk)), Buffer.from('لغة.txt')]),
        },
      ],
      'لغة.txt',
    ],
    [
      'a stale unicode path field (CRC of another name) ignored',
      gbk,
      0,
      [{ id: 0x7075, data: Buffer.concat([Buffer.from([1]), u32(1234), Buffer.from('x.txt')]) }],
      '第一课.txt',
    ],
  ])('%s', (_case, raw, flags, extras, expected) => {
    expect(decodeZipName(raw, flags, extras)).toBe(expected);
  });
});

function u32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value >>> 0);
  return bytes;
}
