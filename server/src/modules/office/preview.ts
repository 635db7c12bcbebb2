import { eq } from 'drizzle-orm';
import { isOfficePreviewable, OFFICE_PDF_PATH } from '@qiao/contracts/office';
import type { OfficePreviewStatus } from '@qiao/contracts/office';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { enqueueJob } from '../../platform/jobs/queue';
import type { ObjectStore } from '../../platform/storage/object-store';
import { previewPdfKey, storedFile } from '../drive';
import type { OfficeConverter } from './converter';
import { officePreviews } from './tables';

export const OFFICE_CONVERT_JOB = 'office.convert-pdf';

export interface OfficePreviewDeps {
  db: Db;
  store: ObjectStore;
  /** Undefined when no LibreOffice is installed or it is turned off. */
  converter: OfficeConverter | undefined;
}

const pdfUrlOf = (userFileId: string) =>
  `${OFFICE_PDF_PATH}?${new URLSearchParams({ userFileId }).toString()}`;

/** A pending conversion older than this lost its job (a worker died, or none runs): start again. */
const staleAfterMs = (converter: OfficeConverter) => converter.timeoutMs * 2 + 60_000;

async function startConversion(db: Db, objectId: string, extension: string) {
  await db
    .insert(officePreviews)
    .values({ objectId, status: 'pending' })
    .onConflictDoUpdate({
      target: officePreviews.objectId,
      set: { status: 'pending', failure: null, updatedAt: new Date() },
    });
  // One job per object however many entries (and users) ask for it at once.
  await enqueueJob(db, {
    kind: OFFICE_CONVERT_JOB,
    payload: { objectId, extension },
    singletonKey: `${OFFICE_CONVERT_JOB}:${objectId}`,
    maxAttempts: 1,
  });
}

/**
 * Where the PDF preview of one of the user's office documents stands, starting its conversion
 * when nobody has asked for these bytes before. The PDF belongs to the stored object, so a copy
 * or a saved share of the same bytes is ready at once.
 */
export async function requestPreview(
  { db, store, converter }: OfficePreviewDeps,
  userId: string,
  userFileId: string,
): Promise<{ status: OfficePreviewStatus; pdfUrl: string | null }> {
  const { entry, object } = await storedFile(db, userId, userFileId);
  if (!isOfficePreviewable(entry.extendName)) throw new AppError('officeTypeNotSupported');
  if (!converter) return { status: 'unavailable', pdfUrl: null };
  const [row] = await db
    .select()
    .from(officePreviews)
    .where(eq(officePreviews.objectId, object.id));
  if (row?.status === 'done' && (await store.head(previewPdfKey(object.id)))) {
    return { status: 'ready', pdfUrl: pdfUrlOf(userFileId) };
  }
  if (row?.status === 'failed') return { status: 'failed', pdfUrl: null };
  const fresh =
    row?.status === 'pending' && Date.now() - row.updatedAt.getTime() < staleAfterMs(converter);
  if (!fresh) await startConversion(db, object.id, entry.extendName);
  return { status: 'pending', pdfUrl: null };
}

/** The finished PDF of one of the user's documents, for the preview address. */
export async function previewPdf(db: Db, store: ObjectStore, userId: string, userFileId: string) {
  const { entry, object } = await storedFile(db, userId, userFileId);
  const [row] = await db
    .select()
    .from(officePreviews)
    .where(eq(officePreviews.objectId, object.id));
  const key = previewPdfKey(object.id);
  const stored = row?.status === 'done' ? await store.head(key) : undefined;
  if (!stored) throw new AppError('officePreviewNotReady');
  return { key, size: stored.size, name: `${entry.fileName}.pdf` };
}
