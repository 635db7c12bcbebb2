import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import * as calls from '@qiao/contracts/upload';
import { DRIVE_LIMITS } from '@qiao/contracts/drive-rules';
import { UPLOAD_LIMITS } from '@qiao/contracts/upload-rules';
import { AppError } from '../../platform/http/app-error';
import { registerRoute } from '../../platform/http/register-route';
import type { UploadContext } from './context';
import { uploadGroup } from './one-request-group';
import type { StoredFileRecorder } from './stored-file-entries';

/**
 * Room for the declarations of a full group: names (`groupedFile` takes up to 1000 characters),
 * folders and the JSON around them, at up to 4 bytes a character (UTF-8, or JSON escapes).
 */
const DECLARATIONS_BYTES = UPLOAD_LIMITS.groupFiles * (1000 + DRIVE_LIMITS.pathMaxLength + 200) * 4;

/**
 * `POST /api/file/uploadfiles`: several small files in one multipart request (decision 073). The
 * parts are streamed into the store as they arrive, never held whole; the login and origin checks
 * apply as on every other call, before a byte of the body is read.
 */
export async function groupRoute(
  app: FastifyInstance,
  { context, recorder }: { context: UploadContext; recorder: StoredFileRecorder },
) {
  // Registered here, so multipart bodies are understood by this route alone (and the part route).
  await app.register(multipart, {
    limits: {
      fields: 1,
      fieldSize: DECLARATIONS_BYTES,
      files: UPLOAD_LIMITS.groupFiles,
      parts: UPLOAD_LIMITS.groupFiles + 1,
      headerPairs: 20,
      // One byte past the largest file: a longer part is cut there and then fails its size
      // check, so reading past a refused file stays bounded.
      fileSize: UPLOAD_LIMITS.oneRequestBytes + 1,
    },
    // A part cut at that limit is that file's refusal alone, not the whole request's.
    throwFileSizeLimit: false,
  });
  registerRoute(app, calls.uploadFiles, async ({ user, request, reply }) => {
    if (!request.isMultipart()) throw new AppError('unsupportedMediaType');
    try {
      return await uploadGroup(context, recorder, user.id, request.parts(), request.language);
    } catch (error) {
      // The rest of a refused body is not worth reading: the connection closes after the answer.
      if (!request.raw.complete) reply.header('connection', 'close');
      throw error;
    }
  });
}
