import { getDownloadAuth, type UserFile } from '@qiao/contracts/drive';
import { callApi } from '../../../api/call-api';
import { fileListJson } from './file-list-json';
import { saveDownload } from './save-download';

/**
 * Asks for a short-lived address and lets the browser fetch it: one file by its id, a folder or
 * several entries as one zip. The server answers as an attachment, so the page stays.
 */
export async function downloadFiles(files: readonly UserFile[]): Promise<void> {
  const [only] = files;
  const input =
    files.length === 1 && only && !only.isDir
      ? { ossFileId: only.userFileId }
      : { fileIds: fileListJson(files) };
  saveDownload(await callApi(getDownloadAuth, input, { silent: true }));
}
