import { DOWNLOAD_PATH } from '@qiao/contracts/drive';
import { joinFileName } from '@qiao/contracts/drive-rules';
import {
  EDIT_LIMITS,
  OFFICE_CALLBACK_PATH,
  officeDocumentType,
  type OfficeEditorConfig,
} from '@qiao/contracts/editing';
import type { Language } from '@qiao/contracts/languages';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { signDownloadGrant, findLiveEntry } from '../drive';
import { signCallbackToken, signForDocumentServer } from './callback-token';
import { versionKey } from './version-key';

/** The configured document server (ONLYOFFICE_URL, ONLYOFFICE_JWT_SECRET). */
export interface DocumentServer {
  url: string;
  jwtSecret: string;
}

export interface OfficeConfigDeps {
  db: Db;
  documentServer: DocumentServer;
  /** Qiao's address as the document server reaches it. */
  publicUrl: string;
  downloadKey: string;
  callbackKey: string;
}

/**
 * The editor configuration of the Docs API for one office document of the caller: a key that
 * changes with each saved version, a short-lived signed address of the current bytes, and a
 * callback address naming the entry in a signed, expiring token; the whole signed as `token`.
 */
export async function officeEditorConfigFor(
  deps: OfficeConfigDeps,
  user: { id: string; userName: string },
  userFileId: string,
  language: Language,
): Promise<OfficeEditorConfig> {
  const entry = await findLiveEntry(deps.db, user.id, userFileId);
  if (entry.isDir || !entry.objectId) throw new AppError('fileNotFound');
  const documentType = officeDocumentType(entry.extendName);
  if (!documentType) throw new AppError('editNotEditable');
  const expires = Math.floor(Date.now() / 1000) + EDIT_LIMITS.officeDownloadSeconds;
  const download = signDownloadGrant(deps.downloadKey, {
    userId: user.id,
    kind: 'file',
    ids: [entry.id],
    expires,
  });
  const callback = await signCallbackToken(
    deps.callbackKey,
    { userId: user.id, userFileId: entry.id },
    EDIT_LIMITS.officeCallbackSeconds,
  );
  const unsigned = {
    document: {
      fileType: entry.extendName.toLowerCase(),
      key: versionKey(entry.id, entry.objectId),
      title: joinFileName(entry.fileName, entry.extendName),
      url: `${deps.publicUrl}${DOWNLOAD_PATH}?token=${download}`,
      permissions: { edit: true, download: true, print: true },
    },
    documentType,
    editorConfig: {
      callbackUrl: `${deps.publicUrl}${OFFICE_CALLBACK_PATH}?token=${callback}`,
      lang: language,
      mode: 'edit' as const,
      user: { id: user.id, name: user.userName },
      // Saves reach Qiao while the editor is still open, not only after everyone leaves.
      customization: { forcesave: true },
    },
  };
  return {
    ...unsigned,
    token: await signForDocumentServer(deps.documentServer.jwtSecret, unsigned),
  };
}
