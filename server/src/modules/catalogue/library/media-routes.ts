import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONTENT_IMAGE_PATH, CONTENT_MEDIA_PATH } from '@qiao/contracts/catalogue-library';
import { AppError } from '../../../platform/http/app-error';
import { sendStoredObject } from '../../../platform/http/send-stored-object';
import type { ObjectStore } from '../../../platform/storage/object-store';
import {
  ObjectNotFoundError,
  RangeNotSatisfiableError,
} from '../../../platform/storage/object-store-errors';
import { contentKey } from '../media-urls';
import { IMAGE_SNIFF_BYTES, imageTypeOf } from '../../../platform/media/image-type';
import { readMediaGrant } from './media-grant';

// Media and images are shown, never run: a sandbox without scripts if one is opened on its own.
const MEDIA_POLICY =
  "sandbox; default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'";

/** A year: the address is the content's own hash, so what it names can never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

async function readHead(store: ObjectStore, key: string): Promise<Buffer | undefined> {
  try {
    const read = await store.get(key, { start: 0, end: IMAGE_SNIFF_BYTES - 1 });
    const chunks: Buffer[] = [];
    for await (const chunk of read.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof ObjectNotFoundError || error instanceof RangeNotSatisfiableError) {
      return undefined;
    }
    throw error;
  }
}

/**
 * Catalogue bytes: images at their content address (public, cached for good), and every other
 * medium only through an address the play-auth calls signed for a viewer who may see it.
 */
export async function mediaRoutes(
  app: FastifyInstance,
  { store, signingKey }: { store: ObjectStore; signingKey: string },
) {
  app.get(
    CONTENT_IMAGE_PATH,
    { schema: { params: z.object({ sha: z.string().max(128) }), hide: true } },
    async (request, reply) => {
      const { sha } = request.params as { sha: string };
      if (!/^[0-9a-f]{64}$/.test(sha)) throw new AppError('contentImageNotFound');
      const key = contentKey(sha);
      const head = await readHead(store, key);
      const type = head && imageTypeOf(head);
      // Only images leave through this address; a video or document under the same prefix does not.
      if (!type) throw new AppError('contentImageNotFound');
      if (request.headers['if-none-match'] === `"${sha}"`) {
        return reply
          .status(304)
          .header('etag', `"${sha}"`)
          .header('cache-control', IMMUTABLE)
          .send();
      }
      const size = (await store.head(key))?.size;
      if (size === undefined) throw new AppError('contentImageNotFound');
      reply.header('etag', `"${sha}"`);
      return sendStoredObject(request, reply, store, {
        key,
        size,
        name: `${sha.slice(0, 16)}.${type.split('/')[1]?.replace('+xml', '') ?? 'img'}`,
        contentType: type,
        inline: true,
        cacheControl: IMMUTABLE,
        contentSecurityPolicy: MEDIA_POLICY,
      });
    },
  );

  app.get(
    CONTENT_MEDIA_PATH,
    { schema: { querystring: z.object({ token: z.string().max(4096) }), hide: true } },
    async (request, reply) => {
      const grant = readMediaGrant(signingKey, (request.query as { token: string }).token);
      // An expired, altered or made-up address is refused alike: nothing says which it was.
      if (!grant) throw new AppError('mediaAddressInvalid');
      const secondsLeft = Math.max(0, grant.expires - Math.floor(Date.now() / 1000));
      return sendStoredObject(request, reply, store, {
        key: grant.key,
        size: grant.size,
        name: grant.name,
        contentType: grant.type,
        inline: true,
        // Each address is unique and dies on its own; the browser may keep the bytes until then.
        cacheControl: `private, max-age=${secondsLeft}`,
        contentSecurityPolicy: MEDIA_POLICY,
      });
    },
  );
}
