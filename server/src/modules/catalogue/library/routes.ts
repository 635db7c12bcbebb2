import type { FastifyInstance } from 'fastify';
import * as calls from '@qiao/contracts/catalogue-library';
import type { Db } from '../../../platform/db/database';
import { registerRoute } from '../../../platform/http/register-route';
import { getOrCreateSecret } from '../../../platform/secrets/secrets';
import type { ObjectStore } from '../../../platform/storage/object-store';
import type { CourseAccessCheck } from '../access/course-access';
import type { Viewer } from '../visibility';
import { createLibrary } from './browse';
import { MEDIA_KEY_SECRET } from './media-grant';
import { mediaRoutes } from './media-routes';
import { playAuthFor } from './play-auth';

export interface LibraryRoutesOptions {
  db: Db;
  store: ObjectStore;
  /** A class content's file plays only when its course is open to the viewer. */
  access: CourseAccessCheck;
}

const viewerOf = (user: { id: string } | null): Viewer => ({ userId: user?.id ?? null });

/** Micro-lessons, discover videos, e-books, documents, broadcasts and their media; thin. */
export async function libraryRoutes(
  app: FastifyInstance,
  { db, store, access }: LibraryRoutesOptions,
) {
  const signingKey = await getOrCreateSecret(db, MEDIA_KEY_SECRET);
  const library = createLibrary(db);
  const media = { db, store, signingKey, access };
  await mediaRoutes(app, { store, signingKey });

  registerRoute(app, calls.weikeList, async ({ body, user, request }) =>
    library.weikeList(viewerOf(user), request.language, body),
  );
  registerRoute(app, calls.weikeSeriesList, async ({ body, user, request }) =>
    library.weikeSeriesList(viewerOf(user), request.language, body),
  );
  registerRoute(app, calls.weikeSeriesDetail, async ({ body, user, request }) =>
    library.weikeSeriesDetail(viewerOf(user), request.language, body.id),
  );
  registerRoute(app, calls.weikeDetail, async ({ body, user, request }) =>
    library.weikeDetail(viewerOf(user), request.language, body.id),
  );

  registerRoute(app, calls.categoryList, async ({ user, request }) =>
    library.categoryList(viewerOf(user), request.language),
  );
  registerRoute(app, calls.categoryDetail, async ({ body, user, request }) =>
    library.categoryDetail(viewerOf(user), request.language, body.id),
  );
  registerRoute(app, calls.getVideoListByCid, async ({ body, user, request }) =>
    library.videoListByCategory(viewerOf(user), request.language, body),
  );
  registerRoute(app, calls.videoDetail, async ({ body, user, request }) =>
    library.videoDetail(viewerOf(user), request.language, body.id),
  );
  registerRoute(app, calls.broadcastDetail, async ({ body, user, request }) =>
    library.broadcastDetail(viewerOf(user), request.language, body.id),
  );

  registerRoute(app, calls.getLocalResourceList, async ({ body, user, request }) =>
    library.localResourceList(viewerOf(user), request.language, body),
  );
  registerRoute(app, calls.getLocalResourceDetail, async ({ body, user, request }) =>
    library.localResourceDetail(viewerOf(user), request.language, body.id),
  );

  registerRoute(app, calls.getPlayAuth, async ({ body, user, request }) =>
    playAuthFor(media, viewerOf(user), body.id, request.language, 'av'),
  );
  registerRoute(app, calls.getLocalPlayAuth, async ({ body, user, request }) =>
    playAuthFor(media, viewerOf(user), body.id, request.language, 'any'),
  );
}
