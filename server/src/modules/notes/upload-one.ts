import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import {
  NOTE_IMAGE_TYPES,
  NOTE_LIMITS,
  UPLOAD_ONE_PATH,
  type UploadedImage,
} from '@qiao/contracts/notes';
import { AppError } from '../../platform/http/app-error';
import { okEnvelope } from '../../platform/http/envelope';
import type { ObjectStore } from '../../platform/storage/object-store';
import { contentKey, imageUrl } from '../catalogue';
import { imageTypeOf } from '../../platform/media/image-type';

type ImageType = UploadedImage['type'];

function isNoteImageType(type: string | undefined): type is ImageType {
  return NOTE_IMAGE_TYPES.some((allowed) => allowed === type);
}

/**
 * `POST /api/uploadOne`: a picture for the rich-text editor, as the multipart field `file`. The
 * type is sniffed from the bytes (SVG is refused: it can carry scripts), the size is capped, and
 * the bytes are stored under their SHA-256 like catalogue pictures, so the same picture twice is
 * one object and its address (`/api/content/image/<sha>`) never changes meaning.
 */
export async function uploadOneRoute(app: FastifyInstance, { store }: { store: ObjectStore }) {
  // Registered here, so multipart bodies are understood by this route alone.
  await app.register(multipart, {
    limits: {
      fields: 0,
      files: 1,
      parts: 2,
      headerPairs: 20,
      fileSize: NOTE_LIMITS.imageMaxBytes,
    },
  });

  app.post(UPLOAD_ONE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const user = await request.resolveUser();
    if (!user) throw new AppError('notLoggedIn');
    if (!request.isMultipart()) throw new AppError('unsupportedMediaType');
    try {
      const file = await request.file();
      if (!file) throw new AppError('parameterError', { field: 'file' });
      const chunks: Buffer[] = [];
      for await (const chunk of file.file) chunks.push(chunk as Buffer);
      // Busboy stops at the limit and marks the stream truncated rather than failing.
      if (file.file.truncated) throw new AppError('noteImageTooLarge');
      const bytes = Buffer.concat(chunks);
      const type = imageTypeOf(bytes);
      if (!isNoteImageType(type)) throw new AppError('noteImageNotImage');
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const key = contentKey(sha256);
      if (!(await store.exists(key))) {
        await store.put(key, bytes, { contentType: type, size: bytes.length });
      }
      const answer: UploadedImage = { url: imageUrl(key)!, type, size: bytes.length };
      return okEnvelope(answer, request.language);
    } catch (error) {
      // The rest of a refused body is not worth reading: the connection closes after the answer.
      reply.header('connection', 'close');
      throw error;
    }
  });
}
