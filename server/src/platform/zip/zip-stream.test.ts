import { Readable } from 'node:stream';
import { crc32, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { worthDeflating, zipStream } from './zip-stream';

const GIB4 = 2 ** 32;
const CHUNK = Buffer.alloc(1 << 20, 'qiao ');
/** Past 4 GiB and not a whole number of chunks, so the last chunk is cut short. */
const BIG_SIZE = GIB4 + CHUNK.length + 12_345;
/** Enough for the small entry, the big entry's data descriptor and the end records. */
const TAIL_BYTES = 64 * 1024;

/** `size` bytes of a repeated pattern, made on demand: nothing this large ever exists at once. */
function repeatedBytes(size: number): Readable {
  let left = size;
  return new Readable({
    read() {
      if (left === 0) return void this.push(null);
      const length = Math.min(left, CHUNK.length);
      left -= length;
      this.push(length === CHUNK.length ? CHUNK : CHUNK.subarray(0, length));
    },
  });
}

/** CRC-32 of `repeatedBytes(size)`, with zlib's native CRC (buffer-crc32 in yazl is the slow one). */
function crcOfRepeated(size: number): number {
  let crc = 0;
  for (let done = 0; done < size; done += CHUNK.length) {
    crc = crc32(CHUNK.subarray(0, Math.min(CHUNK.length, size - done)), crc);
  }
  return crc;
}

/** Reads a whole stream keeping only its byte count, its last bytes and the peak memory seen. */
async function consume(stream: Readable) {
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  let total = 0;
  let tail = Buffer.alloc(0);
  let chunks = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    total += chunk.length;
    tail =
      chunk.length >= TAIL_BYTES
        ? Buffer.from(chunk.subarray(-TAIL_BYTES))
        : Buffer.concat([tail, chunk]).subarray(-TAIL_BYTES);
    if (++chunks % 64 === 0) peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  return { total, tail, rssGrowth: peakRss - rssBefore };
}

interface CentralRecord {
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
  name: string;
}

/**
 * The end records and central directory of a zip whose last `tail.length` bytes are `tail` and
 * whose full length is `total` (ZIP64 end record, its locator, then the classic end record).
 */
function readEnd(tail: Buffer, total: number) {
  const at = (offset: number) => offset - (total - tail.length);
  const eocd = tail.length - 22;
  expect(tail.readUInt32LE(eocd)).toBe(0x06054b50);
  const locator = eocd - 20;
  expect(tail.readUInt32LE(locator)).toBe(0x07064b50);
  const zip64End = Number(tail.readBigUInt64LE(locator + 8));
  expect(tail.readUInt32LE(at(zip64End))).toBe(0x06064b50);
  const count = Number(tail.readBigUInt64LE(at(zip64End) + 32));
  const directoryOffset = Number(tail.readBigUInt64LE(at(zip64End) + 48));

  const records: CentralRecord[] = [];
  let cursor = at(directoryOffset);
  for (let i = 0; i < count; i++) {
    expect(tail.readUInt32LE(cursor)).toBe(0x02014b50);
    const nameLength = tail.readUInt16LE(cursor + 28);
    const extraLength = tail.readUInt16LE(cursor + 30);
    const commentLength = tail.readUInt16LE(cursor + 32);
    const record: CentralRecord = {
      flags: tail.readUInt16LE(cursor + 8),
      method: tail.readUInt16LE(cursor + 10),
      crc: tail.readUInt32LE(cursor + 16),
      compressedSize: tail.readUInt32LE(cursor + 20),
      uncompressedSize: tail.readUInt32LE(cursor + 24),
      localHeaderOffset: tail.readUInt32LE(cursor + 42),
      name: tail.toString('utf8', cursor + 46, cursor + 46 + nameLength),
    };
    // A 0xffffffff field is replaced by the ZIP64 extra field (0x0001), in the order of the spec.
    const extra = tail.subarray(cursor + 46 + nameLength, cursor + 46 + nameLength + extraLength);
    for (let e = 0; e < extra.length; e += 4 + extra.readUInt16LE(e + 2)) {
      if (extra.readUInt16LE(e) !== 0x0001) continue;
      let field = e + 4;
      for (const key of ['uncompressedSize', 'compressedSize', 'localHeaderOffset'] as const) {
        if (record[key] !== 0xffffffff) continue;
        record[key] = Number(extra.readBigUInt64LE(field));
        field += 8;
      }
    }
    records.push(record);
    cursor += 46 + nameLength + extraLength + commentLength;
  }
  return { records, at };
}

const MiB = 1024 * 1024;

function recordNamed(records: CentralRecord[], name: string): CentralRecord {
  const record = records.find((candidate) => candidate.name === name);
  if (!record) throw new Error(`no central directory record for ${name}`);
  return record;
}

describe('worthDeflating', () => {
  it.each([
    ['笔记/第一课.txt', 20_000, true],
    ['دروس/الدرس.DOCX', 20_000, false],
    ['照片/IMG_0001.JPG', 3 * MiB, false],
    ['录音/课文.wav', 30 * MiB, true],
    ['日志/server.log', 65 * MiB, false],
    ['视频.mp4/README', 1_000, true],
    ['.env', 100, true],
  ])('%s of %i bytes: %s', (name, size, expected) => {
    expect(worthDeflating(name, size)).toBe(expected);
  });
});

describe('zipStream', () => {
  it(
    'streams a folder past 4 GiB as ZIP64, with a UTF-8 name readable after the 4 GiB mark',
    async () => {
      const smallName = 'تقارير/报告 ٢٠٢٤.txt';
      const smallText = Buffer.from('مرحبا 你好 hello\n'.repeat(50));
      const started = performance.now();

      const { total, tail, rssGrowth } = await consume(
        zipStream([
          { name: 'تقارير/', size: 0 },
          { name: 'تقارير/视频.bin', size: BIG_SIZE, open: async () => repeatedBytes(BIG_SIZE) },
          {
            name: smallName,
            size: smallText.length,
            open: async () => Readable.from([smallText]),
          },
        ]),
      );
      const seconds = (performance.now() - started) / 1000;
      console.info(
        `zip of ${total} bytes in ${seconds.toFixed(1)} s, memory +${Math.round(rssGrowth / 2 ** 20)} MiB`,
      );

      expect(total).toBeGreaterThan(GIB4);
      // Nothing is held whole: the archive is 4 GiB, memory grows by a small fraction of it.
      expect(rssGrowth).toBeLessThan(300 * 1024 * 1024);

      const { records, at } = readEnd(tail, total);
      expect(records.map((r) => r.name)).toEqual(['تقارير/', 'تقارير/视频.bin', smallName]);
      for (const record of records) expect(record.flags & 0x0800).toBe(0x0800);
      const big = recordNamed(records, 'تقارير/视频.bin');
      const small = recordNamed(records, smallName);
      expect(big.uncompressedSize).toBe(BIG_SIZE);
      expect([big.method, small.method]).toEqual([0, 8]); // large stored, small text deflated
      expect(big.crc).toBe(crcOfRepeated(BIG_SIZE));
      expect(small.uncompressedSize).toBe(smallText.length);
      expect(small.localHeaderOffset).toBeGreaterThan(GIB4);

      // The small entry's local header and data, written after 4 GiB, read back intact.
      const local = at(small.localHeaderOffset);
      expect(tail.readUInt32LE(local)).toBe(0x04034b50);
      const nameLength = tail.readUInt16LE(local + 26);
      expect(tail.toString('utf8', local + 30, local + 30 + nameLength)).toBe(smallName);
      const data = local + 30 + nameLength + tail.readUInt16LE(local + 28);
      expect(inflateRawSync(tail.subarray(data, data + small.compressedSize))).toEqual(smallText);
      expect(small.crc).toBe(crc32(smallText));

      // The big entry ends with a ZIP64 data descriptor (8-byte sizes) just before the small one.
      const descriptor = local - 24;
      expect(tail.readUInt32LE(descriptor)).toBe(0x08074b50);
      expect(Number(tail.readBigUInt64LE(descriptor + 16))).toBe(BIG_SIZE);
    },
    // ~20 s on a 2-core machine (yazl's CRC-32 in JavaScript is most of it).
    120_000,
  );
});
