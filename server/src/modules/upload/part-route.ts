import type { FastifyInstance } from 'fastify';
import multipart, { type MultipartFields } from '@fastify/multipart';
import { z } from 'zod';
import { UPLOAD_PART_PATH } from '@qiao/contracts/upload';
import { UPLOAD_LIMITS } from '@qiao/contracts/upload-rules';
import { AppError } from '../../platform/http/app-error';
import { okEnvelope } from '../../platform/http/envelope';
import type { UploadContext } from './context';
import { receivePart } from './parts';

const partFields = z.object({
  uploadId: z.uuid(),
  partNumber: z.coerce.number().int().min(1).max(UPLOAD_LIMITS.maxParts),
});

function fieldValue(fields: MultipartFields, name: string): unknown {
  const field = fields[name];
  return field && !Array.isArray(field) && field.type === 'field' ? field.value : undefined;
}

/**
 * `POST /api/resources/uploadpiecess` (local store): multipart/form-data with the fields
 * `uploadId` and `partNumber`, then the part as `file`. The part is streamed into the store, never
 * held whole; the origin check and the login apply as on every other call.
 */
export async function partRoute(app: FastifyInstance, { context }: { context: UploadContext }) {
  // Registered here, so multipart bodies are understood by this route alone.
  await app.register(multipart, {
    limits: {
      fields: 2,
      fieldSize: 100,
      files: 1,
      parts: 3,
      headerPairs: 20,
      // The part's exact length comes from its upload, known only once the fields are read:
      // the request's Content-Length is checked against it then, and the store refuses a body
      // that runs past it. Busboy's own limit would only truncate silently.
      fileSize: Number.MAX_SAFE_INTEGER,
    },
  });

  app.post(UPLOAD_PART_PATH, { schema: { hide: true } }, async (request, reply) => {
    const user = await request.resolveUser();
    if (!user) throw new AppError('notLoggedIn');
    if (!request.isMultipart()) throw new AppError('unsupportedMediaType');
    const file = await request.file();
    if (!file) throw new AppError('parameterError', { field: 'file' });
    try {
      const fields = partFields.safeParse({
        uploadId: fieldValue(file.fields, 'uploadId'),
        partNumber: fieldValue(file.fields, 'partNumber'),
      });
      if (!fields.success) {
        const field = String(fields.error.issues[0]?.path[0] ?? 'body');
        throw new AppError(field === 'uploadId' ? 'uploadNotFound' : 'uploadPartInvalid');
      }
      const length = Number(request.headers['content-length']);
      const part = await receivePart(context, user.id, {
        ...fields.data,
        body: file.file,
        requestBytes: Number.isFinite(length) ? length : undefined,
      });
      return okEnvelope(part, request.language);
    } catch (error) {
      // The rest of a refused body is not worth reading: the connection closes after the answer.
      reply.header('connection', 'close');
      throw error;
    }
  });
}
