import { getShareDownloadAuth, saveShareFile, sharedPreviewUrl } from '@qiao/contracts/share';
import type { UserFile } from '@qiao/contracts/drive';
import { callApi } from '../../../api/call-api';
import { fileListJson, saveDownload } from '../../drive/drive-calls';

/** Which share, opened with which code: every read inside it carries both. */
export interface ShareKey {
  shareBatchNum: string;
  extractionCode: string;
}

const apiHost = (import.meta.env.VITE_API_HOST ?? '').replace(/\/$/, '');

/** The bytes of a shared file for the previewers and grid thumbnails. */
export function sharedFileUrl(share: ShareKey, userFileId: string, thumbnail = false): string {
  return `${apiHost}${sharedPreviewUrl({ ...share, userFileId, isMin: thumbnail })}`;
}

/** A file by itself, a folder or several items as one zip; the browser saves the answer. */
export async function downloadShared(share: ShareKey, files: readonly UserFile[]): Promise<void> {
  const [only] = files;
  const input =
    files.length === 1 && only && !only.isDir
      ? { ...share, ossFileId: only.userFileId }
      : { ...share, fileIds: fileListJson(files) };
  saveDownload(await callApi(getShareDownloadAuth, input, { silent: true }));
}

/** Copies items of the share into one of my folders; the server checks share, code and quota. */
export function saveShared(share: ShareKey, files: readonly UserFile[], filePath: string) {
  return callApi(saveShareFile, { ...share, filePath, files: fileListJson(files) });
}
