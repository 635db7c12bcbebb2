import type { FastifyInstance } from 'fastify';
import * as calls from '@qiao/contracts/share';
import type { Db } from '../../platform/db/database';
import { registerRoute } from '../../platform/http/register-route';
import type { ObjectStore } from '../../platform/storage/object-store';
import { getOrCreateSecret } from '../../platform/secrets/secrets';
import { toUserFile, DOWNLOAD_KEY_SECRET, type SharedReads } from '../drive';
import type { Config } from '../../config';
import { CodeGuard } from './code-guard';
import { users } from '../users';
import { eq } from 'drizzle-orm';
import { shareStateOf } from '@qiao/contracts/share-rules';
import { assertVisible, entriesInShare, findShareByBatch, openShare, visitorOf } from './access';
import { createLinkShare } from './create';
import { cancelShares, editLinkShare, listOwnShares, renewShare } from './owner';
import { publicShareRoutes } from './public-routes';
import { assertShareStillOpen, countView, downloadFromShare, listInShare } from './reads';
import { saveFromShare } from './save';
import type { ShareRow } from './tables';

export interface ShareRoutesOptions {
  guard: CodeGuard;
  store: ObjectStore;
}

/** The one code guard of an app: the code check, every read and the drive's previews share it. */
export function shareCodeGuard(
  db: Db,
  config: Pick<Config, 'shareCodePowIterations' | 'secureCookies'>,
): CodeGuard {
  return new CodeGuard(db, {
    iterations: config.shareCodePowIterations,
    secureCookies: config.secureCookies,
  });
}

/** How the drive's preview and download addresses check reads through a share. */
export function sharedReadsFor(guard: CodeGuard): SharedReads {
  const { db } = guard;
  return {
    assertGrantOpen: (shareId) => assertShareStillOpen(db, shareId),
    previewOwner: async (request, query) => {
      const share = await openShare(
        guard,
        query.shareBatchNum,
        query.extractionCode,
        await visitorOf(request),
      );
      await entriesInShare(db, share, [query.userFileId]);
      return share.ownerId;
    },
  };
}

async function ownerName(db: Db, share: ShareRow) {
  const [owner] = await db
    .select({ loginName: users.loginName, userName: users.userName })
    .from(users)
    .where(eq(users.id, share.ownerId));
  return owner?.userName || owner?.loginName || '';
}

/** Link shares and reads inside a share (spec file space §7 Sharing); thin over the services. */
export async function shareRoutes(app: FastifyInstance, { guard, store }: ShareRoutesOptions) {
  const { db } = guard;
  const signingKey = await getOrCreateSecret(db, DOWNLOAD_KEY_SECRET);
  const downloads = { db, store, signingKey };

  registerRoute(app, calls.shareFile, async ({ user, body }) =>
    createLinkShare(db, user.id, {
      duration: body.duration,
      shareType: body.shareType,
      remarks: body.remarks,
      ids: body.files.map((file) => file.userFileId),
    }),
  );

  registerRoute(app, calls.shareTypeOf, async ({ query, user }) => {
    const share = await findShareByBatch(db, query.shareBatchNum);
    assertVisible(share, user);
    const state = shareStateOf(share, new Date());
    return {
      shareBatchNum: share.batchNum,
      shareType: share.shareType === 1 ? (1 as const) : (0 as const),
      needCode: share.shareType === 1,
      kind: share.kind,
      state,
      endTime: share.endTime?.toISOString() ?? null,
    };
  });

  registerRoute(app, calls.checkExtractionCode, async ({ query, request, reply }) => {
    const now = new Date();
    const visitor = { ...(await visitorOf(request)), solution: query.altcha };
    const share = await openShare(guard, query.shareBatchNum, query.extractionCode, visitor, now);
    await guard.givePass(reply, share, query.extractionCode, now);
    return {
      shareBatchNum: share.batchNum,
      ownerName: await ownerName(db, share),
      shareTime: share.shareTime.toISOString(),
      endTime: share.endTime?.toISOString() ?? null,
      remarks: share.remarks,
    };
  });

  registerRoute(app, calls.shareFileList, async ({ query, request }) => {
    const visitor = await visitorOf(request);
    const share = await openShare(guard, query.shareBatchNum, query.extractionCode, visitor);
    const page = await listInShare(db, share, query.filePath, query);
    if (query.filePath === '/') await countView(db, share, visitor);
    return page;
  });

  registerRoute(app, calls.shareList, async ({ user, query }) => listOwnShares(db, user.id, query));

  registerRoute(app, calls.getShareListPrivate, async ({ user, query }) =>
    listOwnShares(db, user.id, { ...query, kind: 'link' }),
  );

  registerRoute(app, calls.editShare, async ({ user, body }) =>
    editLinkShare(db, user.id, {
      batchNum: body.shareBatchNum,
      duration: body.duration,
      shareType: body.shareType,
    }),
  );

  registerRoute(app, calls.cancelShares, async ({ user, body }) =>
    cancelShares(db, user.id, body.shareBatchNums),
  );

  registerRoute(app, calls.shareExpiration, async ({ user, body }) =>
    renewShare(db, user.id, { batchNum: body.shareBatchNum, duration: body.duration }),
  );

  registerRoute(app, calls.saveShareFile, async ({ user, body, request }) => {
    const share = await openShare(
      guard,
      body.shareBatchNum,
      body.extractionCode,
      await visitorOf(request),
    );
    const saved = await saveFromShare(
      db,
      share,
      user.id,
      body.files.map((file) => file.userFileId),
      body.filePath,
    );
    return { saved: saved.length, files: saved.map(toUserFile) };
  });

  registerRoute(app, calls.getShareDownloadAuth, async ({ body, request, user }) => {
    const share = await openShare(
      guard,
      body.shareBatchNum,
      body.extractionCode,
      await visitorOf(request),
    );
    const ids =
      'ossFileId' in body ? [body.ossFileId] : body.fileIds.map((file) => file.userFileId);
    return downloadFromShare(downloads, share, ids, user?.id);
  });

  await app.register(publicShareRoutes, { guard, downloads });
}
