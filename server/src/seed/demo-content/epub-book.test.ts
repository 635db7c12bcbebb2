import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { arabicGuideBook, tadpoleBook } from './demo-books';
import { buildEpub } from './epub-book';

interface Entry {
  name: string;
  compressed: boolean;
  text: string;
}

/** The zip's entries in stored order, with their method and text (yauzl, callback style). */
async function entries(zip: Buffer): Promise<Entry[]> {
  const file = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, opened) =>
      error ? reject(error) : resolve(opened),
    ),
  );
  const out: Entry[] = [];
  await new Promise<void>((resolve, reject) => {
    file.on('entry', (entry: yauzl.Entry) => {
      file.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          out.push({
            name: entry.fileName,
            compressed: entry.compressionMethod !== 0,
            text: Buffer.concat(chunks).toString('utf8'),
          });
          file.readEntry();
        });
      });
    });
    file.on('end', resolve);
    file.on('error', reject);
    file.readEntry();
  });
  return out;
}

describe('demo e-books', () => {
  it('start with an uncompressed mimetype entry, as EPUB readers require', async () => {
    const [first] = await entries(await buildEpub(tadpoleBook()));
    expect(first).toEqual({ name: 'mimetype', compressed: false, text: 'application/epub+zip' });
  });

  it('read the Chinese book left to right, with five chapters in the spine and the contents', async () => {
    const files = await entries(await buildEpub(tadpoleBook()));
    const opf = files.find((file) => file.name === 'OEBPS/content.opf')!.text;
    expect(opf).toContain('<spine page-progression-direction="ltr">');
    expect(opf.match(/<itemref /g)).toHaveLength(5);
    expect(files.find((file) => file.name === 'OEBPS/nav.xhtml')!.text).toContain(
      '第五章 找到妈妈了',
    );
  });

  it('read the Arabic guide right to left on the spine and on every page', async () => {
    const files = await entries(await buildEpub(arabicGuideBook()));
    const opf = files.find((file) => file.name === 'OEBPS/content.opf')!.text;
    expect(opf).toContain('<spine page-progression-direction="rtl">');
    expect(opf).toContain('<dc:language>ar</dc:language>');
    const pages = files.filter((file) => /chapter-\d+\.xhtml$/.test(file.name));
    expect(pages.length).toBeGreaterThanOrEqual(4);
    for (const page of pages) expect(page.text).toContain('<body dir="rtl">');
    expect(pages[1]!.text).toContain('النغمات الأربع');
  });
});
