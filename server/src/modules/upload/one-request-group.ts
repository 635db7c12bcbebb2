import { PassThrough, type Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import type { Envelope } from '@qiao/contracts/envelope';
import type { UserFile } from '@qiao/contracts/drive';
import type { Language } from '@qiao/contracts/languages';
import { groupedFiles, UPLOAD_FILES_FIELDS, type GroupedFile } from '@qiao/contracts/upload';
import { AppError } from '../../platform/http/app-error';
import { errorEnvelope, okEnvelope } from '../../platform/http/envelope';
import { toUserFile } from '../drive';
import type { UploadContext } from './context';
import { eraseHeld, holdSmallFile, recordHeldFile, type HeldSmallFile } from './one-request';
import type { ComingFile, StoredFileRecorder } from './stored-file-entries';

type FileAnswer = Envelope<UserFile | null>;

/** The `files` field, read and checked; the group is refused as a whole when it is not right. */
async function declarationsOf(parts: AsyncIterator<Multipart>): Promise<GroupedFile[]> {
  const refused = new AppError('parameterError', { field: UPLOAD_FILES_FIELDS.declarations });
  // A body that is not a well-formed form fails here, on its first part.
  const first = await parts.next().catch(() => undefined);
  const part = first?.done ? undefined : first?.value;
  if (part?.type !== 'field' || part.fieldname !== UPLOAD_FILES_FIELDS.declarations) throw refused;
  if (part.valueTruncated) throw refused;
  let value: unknown;
  try {
    // A field sent as application/json arrives parsed already.
    value = typeof part.value === 'string' ? JSON.parse(part.value) : part.value;
  } catch {
    throw refused;
  }
  const parsed = groupedFiles.safeParse(value);
  if (!parsed.success) throw refused;
  return parsed.data;
}

/**
 * A part's bytes as the store reads them. A store that stops early (a body longer than declared)
 * destroys what it reads; the part itself is then skipped to its end instead, because a part
 * destroyed unread ends the whole form, and busboy offers the next part only once this one is read.
 */
function skippableBytes(part: Readable): Readable {
  const bytes = new PassThrough();
  // Its errors reach the store through its own listeners; none may go unhandled here.
  bytes.on('error', () => undefined);
  part.pipe(bytes);
  // A request cut off destroys the part with an error, which the store must see.
  part.on('error', (error) => bytes.destroy(error));
  bytes.on('close', () => {
    if (part.readableEnded) return;
    part.unpipe(bytes);
    part.resume();
  });
  return bytes;
}

/** Why one file was not taken, in the caller's language; anything unforeseen is logged. */
function refusalOf(context: UploadContext, error: unknown, language: Language): FileAnswer {
  if (error instanceof AppError) {
    return errorEnvelope(error.key, language, error.params) as FileAnswer;
  }
  context.log.error({ err: error }, 'a grouped small file failed');
  return errorEnvelope('serviceError', language) as FileAnswer;
}

/**
 * `uploadfiles` (decision 073): the declarations first, then each file's bytes, held in the store
 * as they arrive (their flushes overlap the next files' arrival). Nothing is recorded until the
 * whole body is in: a request cut off erases what it held and records nothing, so sending it
 * again makes no copies. Then every file held is recorded (one group commit with whatever else
 * arrives) and each file is answered on its own: its entry, or its own refusal.
 */
export async function uploadGroup(
  context: UploadContext,
  recorder: StoredFileRecorder,
  userId: string,
  parts: AsyncIterableIterator<Multipart>,
  language: Language,
): Promise<FileAnswer[]> {
  const declarations = await declarationsOf(parts);
  const comings: ComingFile[] = declarations.map(() => recorder.coming());
  const holds: Promise<HeldSmallFile>[] = [];
  try {
    for await (const part of parts) {
      const declared = declarations[holds.length];
      if (part.type !== 'file' || part.fieldname !== UPLOAD_FILES_FIELDS.file || !declared) {
        throw new AppError('parameterError', { field: UPLOAD_FILES_FIELDS.file });
      }
      const body = skippableBytes(part.file);
      const hold = holdSmallFile(context, comings[holds.length]!, {
        ...declared,
        md5: declared.identifier,
        body,
        requestBytes: undefined,
      });
      // A file refused before its bytes were read still has them on the wire: they are skipped.
      hold.catch(() => body.destroy());
      holds.push(hold);
    }
  } catch (error) {
    await letGo(context, comings, holds);
    if (error instanceof AppError) throw error;
    // The body did not arrive whole (cut off, or not a well-formed form).
    throw new AppError('parameterError', { field: UPLOAD_FILES_FIELDS.file });
  }
  for (const coming of comings.slice(holds.length)) coming.giveUp();
  const missing = new AppError('parameterError', { field: UPLOAD_FILES_FIELDS.file });
  // Every file's bytes settled first, so the files are recorded in the request's order (where the
  // quota holds only some, the first are kept).
  const settled = await Promise.allSettled(holds);
  return Promise.all(
    declarations.map(async (_declared, index): Promise<FileAnswer> => {
      try {
        const outcome = settled[index];
        if (!outcome) throw missing;
        if (outcome.status === 'rejected') throw outcome.reason;
        const entry = await recordHeldFile(context, comings[index]!, userId, outcome.value);
        return okEnvelope(toUserFile(entry), language);
      } catch (error) {
        return refusalOf(context, error, language);
      }
    }),
  );
}

/** A request that did not arrive whole: every file it held is erased, none is recorded. */
async function letGo(
  context: UploadContext,
  comings: readonly ComingFile[],
  holds: readonly Promise<HeldSmallFile>[],
): Promise<void> {
  const settled = await Promise.allSettled(holds);
  await Promise.all(
    settled.map(async (outcome, index) => {
      // A file refused gave its place up already.
      if (outcome.status === 'rejected') return;
      comings[index]!.giveUp();
      await eraseHeld(context, outcome.value.key);
    }),
  );
  for (const coming of comings.slice(holds.length)) coming.giveUp();
}
