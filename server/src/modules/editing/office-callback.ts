import { Readable, Transform } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { EDIT_LIMITS, isOfficeEditable } from '@qiao/contracts/editing';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { ObjectStore } from '../../platform/storage/object-store';
import { readCallbackToken, verifiedCallbackBody } from './callback-token';
import type { DocumentServer } from './office-config';
import { replaceContent } from './replace-content';

/** Document server statuses (Docs API callback): 2 ready to save, 6 force save. */
const SAVE_STATUSES = new Set([2, 6]);

export interface CallbackDeps {
  db: Db;
  store: ObjectStore;
  documentServer: DocumentServer;
  callbackKey: string;
  log: FastifyBaseLogger;
  /** Erases storage keys once a save has committed. */
  erase: (keys: string[]) => Promise<void>;
}

export interface CallbackRequest {
  urlToken: string | undefined;
  authorization: string | undefined;
  body: unknown;
}

/** Counts bytes as they pass and fails the stream once there are more than `limit`. */
function byteLimit(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) done(new Error('saved document is larger than the limit'));
      else done(null, chunk);
    },
  });
}

/**
 * Fetches the saved document, only from the configured document server, with a timeout and a
 * size limit (no redirects: they could lead anywhere).
 */
async function fetchSaved(server: DocumentServer, url: string): Promise<Readable> {
  if (new URL(url).origin !== new URL(server.url).origin) {
    throw new Error('saved document is not on the document server');
  }
  const response = await fetch(url, {
    redirect: 'error',
    signal: AbortSignal.timeout(EDIT_LIMITS.officeFetchTimeoutMs),
  });
  if (!response.ok || !response.body)
    throw new Error(`document server answered ${response.status}`);
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > EDIT_LIMITS.officeMaxBytes) throw new Error('saved document is too large');
  return Readable.fromWeb(response.body as never).pipe(byteLimit(EDIT_LIMITS.officeMaxBytes));
}

/**
 * One call of the document server about an editing session. Answers {error: 0} when handled and
 * {error: 1} when refused (bad or expired token, unknown entry, failed save); a refusal changes
 * nothing. Statuses other than saves are acknowledged.
 */
export async function handleOfficeCallback(
  deps: CallbackDeps,
  request: CallbackRequest,
): Promise<{ error: 0 | 1 }> {
  try {
    if (!request.urlToken) throw new Error('callback address carries no token');
    const claims = await readCallbackToken(deps.callbackKey, request.urlToken);
    const body = await verifiedCallbackBody(
      deps.documentServer.jwtSecret,
      request.authorization,
      request.body,
    );
    const status = Number(body.status);
    if (!SAVE_STATUSES.has(status)) return { error: 0 };
    if (typeof body.url !== 'string') throw new Error('save without a document address');
    const saved = await fetchSaved(deps.documentServer, body.url);
    const { erase } = await replaceContent(deps.db, deps.store, {
      userId: claims.userId,
      userFileId: claims.userFileId,
      body: saved,
      keepPrevious: true,
      check: (entry) => {
        if (!isOfficeEditable(entry.extendName)) throw new AppError('editNotEditable');
      },
    });
    await deps.erase(erase);
    return { error: 0 };
  } catch (error) {
    deps.log.warn({ err: error }, 'document server callback refused');
    return { error: 1 };
  }
}
