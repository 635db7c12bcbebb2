// Regenerates the bundled font subsets from the characters the demo's texts use. Run after
// changing a demo text, from this folder, with the `subset-font` package (2.4.0) installed in a
// scratch folder:  SUBSET_FONT=/scratch/node_modules/subset-font node make-demo-fonts.mjs
// Sources (Debian): fonts-noto-cjk (OFL-1.1) and fonts-dejavu-core (Bitstream Vera licence).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const subsetFont = createRequire(import.meta.url)(process.env.SUBSET_FONT ?? 'subset-font');
const here = import.meta.dirname;

/** One face of a TrueType/OpenType collection as a standalone font (tables copied as they are). */
function faceOfCollection(buffer, index) {
  if (buffer.toString('latin1', 0, 4) !== 'ttcf') return buffer;
  const offset = buffer.readUInt32BE(12 + 4 * index);
  const numTables = buffer.readUInt16BE(offset + 4);
  const records = [];
  for (let i = 0; i < numTables; i += 1) {
    const at = offset + 12 + 16 * i;
    records.push({
      tag: buffer.subarray(at, at + 4),
      checksum: buffer.readUInt32BE(at + 4),
      data: buffer.subarray(
        buffer.readUInt32BE(at + 8),
        buffer.readUInt32BE(at + 8) + buffer.readUInt32BE(at + 12),
      ),
    });
  }
  const header = Buffer.alloc(12 + 16 * numTables);
  buffer.copy(header, 0, offset, offset + 12);
  let cursor = header.length;
  const bodies = [];
  records.forEach((record, i) => {
    const at = 12 + 16 * i;
    record.tag.copy(header, at);
    header.writeUInt32BE(record.checksum, at + 4);
    header.writeUInt32BE(cursor, at + 8);
    header.writeUInt32BE(record.data.length, at + 12);
    const padded = Buffer.alloc((record.data.length + 3) & ~3);
    record.data.copy(padded);
    bodies.push(padded);
    cursor += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

const sources = fs
  .readdirSync(path.join(here, '..'))
  .filter((name) => name.endsWith('.ts'))
  .map((name) => fs.readFileSync(path.join(here, '..', name), 'utf8'))
  .join('');
const ascii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
const used = [
  ...new Set(ascii + sources.replace(/[\p{ASCII}]/gu, '') + '桥（），。：；！？“”、·…'),
].join('');

const noto = (weight) => `/usr/share/fonts/opentype/noto/NotoSansCJK-${weight}.ttc`;
const SC = 2; // Noto Sans CJK SC inside the collection
for (const [weight, out] of [
  ['Regular', 'demo-sc.otf'],
  ['Bold', 'demo-sc-bold.otf'],
]) {
  const face = faceOfCollection(fs.readFileSync(noto(weight)), SC);
  fs.writeFileSync(path.join(here, out), await subsetFont(face, used, { targetFormat: 'sfnt' }));
}
const dejavu = fs.readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf');
fs.writeFileSync(
  path.join(here, 'demo-latin-arabic.ttf'),
  await subsetFont(dejavu, used.replace(/\p{Script=Han}/gu, ''), { targetFormat: 'sfnt' }),
);
console.log(`${[...used].length} characters`);
