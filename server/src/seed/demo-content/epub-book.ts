import yazl from 'yazl';

export interface EpubChapter {
  title: string;
  /** Paragraphs of the chapter; each is plain text, escaped here. */
  paragraphs: string[];
}

export interface EpubBook {
  id: string;
  title: string;
  author: string;
  /** BCP 47 tag of the book's main language: `zh-CN`, `ar`. */
  language: string;
  direction: 'ltr' | 'rtl';
  chapters: EpubChapter[];
  cover?: { bytes: Buffer; mediaType: 'image/png' | 'image/webp' | 'image/jpeg' };
  /** Publication date (ISO) for dcterms:modified. */
  modified: string;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function chapterXhtml(book: EpubBook, chapter: EpubChapter): string {
  const paragraphs = chapter.paragraphs.map((p) => `    <p>${escapeXml(p)}</p>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${book.language}" lang="${book.language}" dir="${book.direction}">
  <head><meta charset="UTF-8"/><title>${escapeXml(chapter.title)}</title><link rel="stylesheet" href="style.css"/></head>
  <body dir="${book.direction}">
    <section epub:type="chapter">
    <h1>${escapeXml(chapter.title)}</h1>
${paragraphs}
    </section>
  </body>
</html>
`;
}

function navXhtml(book: EpubBook): string {
  const entries = book.chapters
    .map(
      (chapter, index) =>
        `      <li><a href="chapter-${index + 1}.xhtml">${escapeXml(chapter.title)}</a></li>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${book.language}" lang="${book.language}" dir="${book.direction}">
  <head><meta charset="UTF-8"/><title>${escapeXml(book.title)}</title></head>
  <body dir="${book.direction}">
    <nav epub:type="toc" id="toc">
      <h1>${escapeXml(book.title)}</h1>
      <ol>
${entries}
      </ol>
    </nav>
  </body>
</html>
`;
}

function packageOpf(book: EpubBook, coverName: string | undefined): string {
  const items = book.chapters
    .map(
      (_, index) =>
        `    <item id="c${index + 1}" href="chapter-${index + 1}.xhtml" media-type="application/xhtml+xml"/>`,
    )
    .join('\n');
  const spine = book.chapters.map((_, index) => `    <itemref idref="c${index + 1}"/>`).join('\n');
  const cover =
    coverName && book.cover
      ? `    <item id="cover" href="${coverName}" media-type="${book.cover.mediaType}" properties="cover-image"/>\n`
      : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${book.language}" dir="${book.direction}">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="book-id">urn:qiao:${escapeXml(book.id)}</dc:identifier>
    <dc:title>${escapeXml(book.title)}</dc:title>
    <dc:creator>${escapeXml(book.author)}</dc:creator>
    <dc:language>${book.language}</dc:language>
    <meta property="dcterms:modified">${book.modified}</meta>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="style" href="style.css" media-type="text/css"/>
${cover}${items}
  </manifest>
  <spine page-progression-direction="${book.direction}">
${spine}
  </spine>
</package>
`;
}

const STYLE = `body { font-family: sans-serif; line-height: 1.8; margin: 1em; }
h1 { font-size: 1.5em; margin-block-end: 0.8em; }
p { margin-block: 0 0.8em; text-indent: 0; }
`;

const CONTAINER = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles>
    <rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>
  </rootfiles>
</container>
`;

/**
 * An EPUB 3 file: the `mimetype` entry first and stored uncompressed (as the format requires),
 * a navigation document, one XHTML file per chapter, and the book's reading direction on the spine
 * (`page-progression-direction`) and on every page's `dir`.
 */
export function buildEpub(book: EpubBook): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const mtime = new Date(book.modified);
  const add = (name: string, content: string | Buffer, compress = true) =>
    zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'), name, {
      mtime,
      compress,
    });
  add('mimetype', 'application/epub+zip', false);
  add('META-INF/container.xml', CONTAINER);
  const coverName = book.cover ? `cover.${book.cover.mediaType.split('/')[1]}` : undefined;
  add('OEBPS/content.opf', packageOpf(book, coverName));
  add('OEBPS/nav.xhtml', navXhtml(book));
  add('OEBPS/style.css', STYLE);
  if (book.cover && coverName) add(`OEBPS/${coverName}`, book.cover.bytes, false);
  book.chapters.forEach((chapter, index) =>
    add(`OEBPS/chapter-${index + 1}.xhtml`, chapterXhtml(book, chapter)),
  );
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}
