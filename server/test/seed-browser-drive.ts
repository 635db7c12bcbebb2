import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { Config } from '../src/config';
import { addFile } from '../src/modules/drive/add-file';
import { createFolder } from '../src/modules/drive/folders';
import { setDefaultQuota } from '../src/modules/drive/quota';
import { createLocalUser } from '../src/modules/users/local-users';
import { openDatabase } from '../src/platform/db/database';
import { migrate } from '../src/platform/db/migrate';
import { createObjectStore } from '../src/platform/storage/create-object-store';
import { S3_FILES, S3_LEARNERS } from '../../e2e/tests/drive-s3-fixtures';

/** A small real PDF: one line of text per page, in a standard font. */
function drawPdf(pages: readonly string[]): Promise<Buffer> {
  const document = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    document.on('end', () => resolve(Buffer.concat(chunks))),
  );
  for (const line of pages) document.addPage().fontSize(28).text(line, 72, 96);
  document.end();
  return done;
}

/**
 * Puts the journey's learners and files in place through the services, writing bytes through the
 * store the settings name, as uploads will. Files cannot be uploaded from the browser yet, and the
 * embedded database belongs to one process, so this runs before the server starts.
 */
export async function seedBrowserDrive(config: Config): Promise<void> {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  );
  const store = createObjectStore(config);
  try {
    await migrate(database);
    await store.prepare();
    setDefaultQuota(config.driveQuotaBytes);
    const { db } = database;
    const { image, text, folder, pdf } = S3_FILES;
    const png = await sharp({
      create: { width: image.width, height: image.height, channels: 3, background: '#0b6e4f' },
    })
      .png()
      .toBuffer();
    for (const learner of Object.values(S3_LEARNERS)) {
      const { id: userId } = await createLocalUser(db, { ...learner, role: 'student' });
      await addFile(db, store, { userId, folder: '/', name: image.name, body: png });
      await addFile(db, store, {
        userId,
        folder: '/',
        name: text.name,
        body: Buffer.from(text.content),
      });
      await addFile(db, store, {
        userId,
        folder: '/',
        name: pdf.name,
        body: await drawPdf(pdf.pages),
      });
      await createFolder(db, userId, '/', folder.name);
      const inside = `/${folder.name}`;
      await createFolder(db, userId, inside, folder.emptyFolder);
      await addFile(db, store, {
        userId,
        folder: inside,
        name: folder.file.name,
        body: Buffer.from(folder.file.content),
      });
    }
  } finally {
    await store.close();
    await database.close();
  }
}
