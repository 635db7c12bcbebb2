import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import * as calls from '@qiao/contracts/upload';
import { registerRoute } from '../../platform/http/register-route';
import { toUserFile } from '../drive';
import type { UploadContext } from './context';
import { uploadInOneRequest } from './one-request';
import type { StoredFileRecorder } from './stored-file-entries';

/**
 * `POST /api/file/uploadfile`: the declaration in the query, the file's bytes as the body. The
 * body is handed on as a stream (never buffered whole); the login and origin checks apply as on
 * every other call, before a byte of it is read.
 */
export async function oneRequestRoute(
  app: FastifyInstance,
  { context, recorder }: { context: UploadContext; recorder: StoredFileRecorder },
) {
  // Registered here, so raw bodies are taken by this route alone.
  app.addContentTypeParser(calls.UPLOAD_FILE_BODY_TYPE, (_request, payload, done) =>
    done(null, payload),
  );
  registerRoute(app, calls.uploadFile, async ({ user, query, request, reply }) => {
    const length = Number(request.headers['content-length']);
    try {
      const entry = await uploadInOneRequest(context, recorder, user.id, {
        fileName: query.fileName,
        filePath: query.filePath,
        fileSize: query.fileSize,
        md5: query.identifier,
        body: (request.body as Readable | undefined) ?? Readable.from([]),
        requestBytes: Number.isFinite(length) ? length : undefined,
      });
      return toUserFile(entry);
    } catch (error) {
      // The rest of a refused body is not worth reading: the connection closes after the answer.
      if (!request.raw.complete) reply.header('connection', 'close');
      throw error;
    }
  });
}
