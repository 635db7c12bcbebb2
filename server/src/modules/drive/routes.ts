import type { FastifyInstance } from 'fastify';
import * as calls from '@qiao/contracts/drive';
import type { Db } from '../../platform/db/database';
import { registerRoute } from '../../platform/http/register-route';
import type { ObjectStore } from '../../platform/storage/object-store';
import { entryDetail, highlight, listByType, listFolder, searchByName } from './listing';
import { createFolder, folderTree } from './folders';
import { copyEntry, moveEntries, moveEntry, renameEntry } from './moves';
import { toUserFile } from './presenter';
import { setDefaultQuota, setQuota, storageOf } from './quota';
import { findUser } from '../users';
import { AppError } from '../../platform/http/app-error';
import {
  emptyRecycleBin,
  eraseFromRecycleBin,
  listRecycleBin,
  moveToRecycleBin,
  restoreFromRecycleBin,
} from './recycle';
import { joinFileName } from '@qiao/contracts/drive-rules';
import { getOrCreateSecret } from '../../platform/secrets/secrets';
import { transferRoutes, type SharedReads } from './transfer-routes';
import { DOWNLOAD_KEY_SECRET } from './download-token';

export interface DriveRoutesOptions {
  db: Db;
  store: ObjectStore;
  defaultQuotaBytes: number;
  /** Lets previews and downloads read files through a share. */
  sharedReads?: SharedReads;
}

/** The file-space calls of spec §7 (files, folders, recycle bin, quota); thin over the services. */
export async function driveRoutes(
  app: FastifyInstance,
  { db, store, defaultQuotaBytes, sharedReads }: DriveRoutesOptions,
) {
  setDefaultQuota(defaultQuotaBytes);
  // Bytes are erased after the transaction that dropped their last reference has committed; one
  // that fails to erase is logged and only leaves an orphan object, never a broken entry.
  const erase = async (keys: string[]) => {
    for (const key of keys) {
      await store
        .delete(key)
        .catch((error: unknown) => app.log.error({ err: error, key }, 'erase failed'));
    }
  };
  const asList = (page: { rows: Parameters<typeof toUserFile>[0][]; total: number }) => ({
    list: page.rows.map(toUserFile),
    total: page.total,
  });

  registerRoute(app, calls.getFileList, async ({ user, query }) =>
    asList(
      query.fileType === 0
        ? await listFolder(
            db,
            user.id,
            query.filePath,
            { by: query.orderBy, order: query.order },
            query,
          )
        : await listByType(db, user.id, query.fileType, query),
    ),
  );
  registerRoute(app, calls.selectFileByFileType, async ({ user, query }) =>
    asList(await listByType(db, user.id, query.fileType, query)),
  );
  registerRoute(app, calls.getFileTree, async ({ user }) => folderTree(db, user.id));
  registerRoute(app, calls.createFolder, async ({ user, body }) =>
    toUserFile(await createFolder(db, user.id, body.filePath, body.fileName)),
  );
  registerRoute(app, calls.renameFile, async ({ user, body }) =>
    toUserFile(await renameEntry(db, user.id, body.userFileId, body.fileName)),
  );
  registerRoute(app, calls.moveFile, async ({ user, body }) =>
    toUserFile(await moveEntry(db, user.id, body.userFileId, body.filePath)),
  );
  registerRoute(app, calls.batchMoveFile, async ({ user, body }) => ({
    moved: await moveEntries(
      db,
      user.id,
      body.files.map((file) => file.userFileId),
      body.filePath,
    ),
  }));
  registerRoute(app, calls.copyFile, async ({ user, body }) =>
    toUserFile(await copyEntry(db, user.id, body.userFileId, body.filePath)),
  );
  registerRoute(app, calls.deleteFile, async ({ user, body }) => ({
    deleteBatchNum: await moveToRecycleBin(db, user.id, body.userFileId),
  }));
  registerRoute(app, calls.batchDeleteFile, async ({ user, body }) => {
    for (const file of body.files) await moveToRecycleBin(db, user.id, file.userFileId);
    return { deleted: body.files.length };
  });
  registerRoute(app, calls.fileDetail, async ({ user, query }) =>
    toUserFile(await entryDetail(db, user.id, query.userFileId)),
  );
  registerRoute(app, calls.searchFiles, async ({ user, query }) => {
    const found = await searchByName(db, user.id, query.fileName, query);
    return {
      list: found.rows.map((row) => ({
        ...toUserFile(row),
        highlightFields: highlight(joinFileName(row.fileName, row.extendName), query.fileName),
      })),
      total: found.total,
    };
  });
  registerRoute(app, calls.getStorage, async ({ user }) => storageOf(db, user.id));
  registerRoute(app, calls.setUserQuota, async ({ body }) => {
    if (!(await findUser(db, body.uid))) throw new AppError('userNotFound');
    await setQuota(db, body.uid, body.totalStorageSize);
    return storageOf(db, body.uid);
  });
  await app.register(transferRoutes, {
    db,
    store,
    signingKey: await getOrCreateSecret(db, DOWNLOAD_KEY_SECRET),
    sharedReads,
  });

  registerRoute(app, calls.listRecycleBin, async ({ user, body }) =>
    asList(await listRecycleBin(db, user.id, body)),
  );
  registerRoute(app, calls.restoreRecycled, async ({ user, body }) => ({
    restored: await restoreFromRecycleBin(
      db,
      user.id,
      body.recoveryFileIds.map((file) => file.userFileId),
    ),
  }));
  for (const contract of [calls.deleteRecycled, calls.batchDeleteRecycled]) {
    registerRoute(app, contract, async ({ user, body }) => {
      const ids = body.recoveryFileIds.map((file) => file.userFileId);
      const { erased, keys } = await eraseFromRecycleBin(db, user.id, ids);
      await erase(keys);
      return { erased };
    });
  }
  registerRoute(app, calls.emptyTrash, async ({ user }) => {
    const { erased, keys } = await emptyRecycleBin(db, user.id);
    await erase(keys);
    return { erased };
  });
}
