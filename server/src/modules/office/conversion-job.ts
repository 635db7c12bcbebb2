import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { ErrorLog } from '../../platform/logging';
import type { JobHandler } from '../../platform/jobs/worker';
import type { ObjectStore } from '../../platform/storage/object-store';
import { previewPdfKey, fileObjects } from '../drive';
import { convertToPdf, type OfficeConverter } from './converter';
import { OFFICE_CONVERT_JOB } from './preview';
import { officePreviews } from './tables';

/** The server's logger; a failed conversion is a warning where the logger has that level. */
type ConversionLog = ErrorLog & { warn?(details: object, message: string): void };

/**
 * Makes the PDF of one stored object and records the outcome. A document LibreOffice cannot read
 * (or that takes too long) is marked failed, not retried: the same bytes would fail again, and the
 * browser falls back to its own rendering or a download.
 */
export function officeJobHandlers(
  db: Db,
  store: ObjectStore,
  converter: OfficeConverter | undefined,
  log: ConversionLog,
): Record<string, JobHandler> {
  const convert: JobHandler = async (payload, { signal }) => {
    const objectId = String(payload.objectId);
    const extension = String(payload.extension);
    const [object] = await db.select().from(fileObjects).where(eq(fileObjects.id, objectId));
    // The bytes were erased meanwhile: the preview row went with them.
    if (!object) return;
    const settle = (status: 'done' | 'failed', failure: string | null = null) =>
      db
        .update(officePreviews)
        .set({ status, failure, updatedAt: new Date() })
        .where(eq(officePreviews.objectId, objectId));
    try {
      if (!converter) throw new Error('no office converter on this instance');
      const source = await store.get(object.storageKey);
      const pdf = await convertToPdf(converter, source.body, extension, signal);
      await store.put(previewPdfKey(objectId), pdf, { contentType: 'application/pdf' });
      await settle('done');
    } catch (error) {
      // Stopped by a shutdown, not by the document: forget it, so the next request starts again.
      if (signal.aborted) {
        await db.delete(officePreviews).where(eq(officePreviews.objectId, objectId));
        return;
      }
      const failure = error instanceof Error ? error.message : String(error);
      (log.warn ?? log.error).call(log, { objectId, failure }, 'office preview conversion failed');
      await settle('failed', failure.slice(0, 1000));
    }
  };
  return { [OFFICE_CONVERT_JOB]: convert };
}
