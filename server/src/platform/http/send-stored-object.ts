import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from '../storage/content-disposition';
import type { ObjectStore } from '../storage/object-store';
import { parseRangeHeader } from './range-header';

export interface StoredObjectAnswer {
  key: string;
  size: number;
  name: string;
  contentType: string;
  /** Shown in the browser (previews, players) rather than saved. */
  inline: boolean;
  /** Cache-Control; stored bytes default to private and never kept. */
  cacheControl?: string;
  /** A content policy for the bytes themselves, when the browser may render them. */
  contentSecurityPolicy?: string;
}

/**
 * Sends stored bytes with single byte ranges (players seek, downloads resume, pdf.js reads pages):
 * 206 with Content-Range for a range, 416 for one past the end, the whole object otherwise.
 */
export async function sendStoredObject(
  request: FastifyRequest,
  reply: FastifyReply,
  store: ObjectStore,
  file: StoredObjectAnswer,
) {
  const range = parseRangeHeader(request.headers.range, file.size);
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.name, file.inline))
    .header('cache-control', file.cacheControl ?? 'private, no-store');
  if (file.contentSecurityPolicy)
    reply.header('content-security-policy', file.contentSecurityPolicy);
  if (range === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${file.size}`).send();
  }
  const read = await store.get(file.key, range);
  reply.header('content-length', String(read.contentLength));
  if (range)
    reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
  return reply.send(read.body);
}
