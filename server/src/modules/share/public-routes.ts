import type { FastifyInstance } from 'fastify';
import * as calls from '@qiao/contracts/share-public';
import type { CodeGuard } from './code-guard';
import { AppError } from '../../platform/http/app-error';
import { registerRoute } from '../../platform/http/register-route';
import { toUserFile, type DownloadAuthDeps } from '../drive';
import { openShare, visitorOf } from './access';
import { createPublicShare } from './create';
import { editPublicShare } from './owner';
import { assertPublic, marksOf, myMarkedShares, toggleMark } from './pan';
import { cardsOf, listPending, listPublished, reviewShare } from './public';
import { countView, downloadFromShare, listInShare } from './reads';
import { saveFromShare } from './save';
import { languageOfLang, listZones } from './zones';

export interface PublicShareRoutesOptions {
  guard: CodeGuard;
  downloads: DownloadAuthDeps;
}

/** Zones, publishing and review, browsing published shares, and the /pan calls. */
export async function publicShareRoutes(
  app: FastifyInstance,
  { guard, downloads }: PublicShareRoutesOptions,
) {
  const { db } = guard;
  /** A published public share (its owner and admins also reach it while pending or rejected). */
  const openPublic = async (request: Parameters<typeof visitorOf>[0], batchNum: string) => {
    const visitor = await visitorOf(request);
    const share = await openShare(guard, batchNum, undefined, visitor);
    assertPublic(share);
    return { share, visitor };
  };

  registerRoute(app, calls.shareCategoryList, async ({ body }) =>
    listZones(db, languageOfLang(body.lang)),
  );

  registerRoute(app, calls.shareFilePublic, async ({ user, body }) =>
    createPublicShare(db, user.id, {
      categoryId: body.category_base_id,
      title: body.title,
      desc: body.desc,
      ids: body.files.map((file) => file.userFileId),
    }),
  );

  registerRoute(app, calls.editSharefilePublic, async ({ user, body }) =>
    editPublicShare(db, user.id, {
      id: body.id,
      title: body.public_title,
      desc: body.public_desc,
      categoryId: body.public_category_id,
    }),
  );

  registerRoute(app, calls.getShareList, async ({ body, request }) =>
    listPublished(db, { ...body, categoryId: body.category_base_id }, request.language),
  );

  registerRoute(app, calls.getPublicShareDetail, async ({ body, request }) => {
    const { share, visitor } = await openPublic(request, body.shareBatchNum);
    const files = await listInShare(db, share, body.filePath, body);
    const [card] = await cardsOf(db, [share], request.language);
    return { share: { ...card!, ...(await marksOf(db, share.id, visitor.user?.id)) }, files };
  });

  registerRoute(app, calls.listPendingShares, async ({ body, request }) =>
    listPending(db, body, request.language),
  );

  registerRoute(app, calls.approveShare, async ({ body, user, request }) =>
    reviewShare(db, { id: body.id, reviewerId: user.id, approve: true }, request.language),
  );

  registerRoute(app, calls.rejectShare, async ({ body, user, request }) =>
    reviewShare(
      db,
      { id: body.id, reviewerId: user.id, approve: false, reason: body.reason },
      request.language,
    ),
  );

  registerRoute(app, calls.shareThumb, async ({ body, user, request }) => {
    const { share } = await openPublic(request, body.shareBatchNum);
    const { marked, total } = await toggleMark(db, share, user.id, 'thumb');
    return { thumbed: marked, thumbCount: total };
  });

  registerRoute(app, calls.shareCollect, async ({ body, user, request }) => {
    const { share } = await openPublic(request, body.shareBatchNum);
    const { marked, total } = await toggleMark(db, share, user.id, 'collect');
    return { collected: marked, collectCount: total };
  });

  registerRoute(app, calls.shareResave, async ({ body, user, request }) => {
    const { share } = await openPublic(request, body.shareBatchNum);
    const saved = await saveFromShare(
      db,
      share,
      user.id,
      body.files.map((file) => file.userFileId),
      body.filePath,
    );
    return { saved: saved.length, files: saved.map(toUserFile) };
  });

  registerRoute(app, calls.shareDownload, async ({ body, user, request }) => {
    const { share } = await openPublic(request, body.shareBatchNum);
    if (body.ossFileId && body.fileIds) throw new AppError('parameterError', { field: 'fileIds' });
    const ids = body.ossFileId ? [body.ossFileId] : body.fileIds?.map((file) => file.userFileId);
    return downloadFromShare(downloads, share, ids, user.id);
  });

  registerRoute(app, calls.shareViews, async ({ body, request }) => {
    const { share, visitor } = await openPublic(request, body.shareBatchNum);
    return { viewCount: await countView(db, share, visitor) };
  });

  const lists = [
    [calls.getMyShareListCollect, 'collect'],
    [calls.getMyShareListThumb, 'thumb'],
    [calls.getMyShareListResave, 'resave'],
    [calls.getMyShareListDownload, 'download'],
  ] as const;
  for (const [contract, mark] of lists) {
    registerRoute(app, contract, async ({ body, user, request }) =>
      myMarkedShares(db, user.id, mark, body, request.language),
    );
  }
}
