import { batchMoveFile, moveFile, type UserFile } from '@qiao/contracts/drive';
import { callApi } from '../../../api/call-api';
import { fileListJson } from './file-list-json';
import { useDriveMutation } from './use-drive-mutation';

/** One entry by the single call, several by the batch call (spec §7). */
export function useMoveFiles() {
  return useDriveMutation(async ({ files, filePath }: { files: UserFile[]; filePath: string }) => {
    const [only] = files;
    if (files.length === 1 && only) {
      await callApi(moveFile, { userFileId: only.userFileId, filePath });
    } else {
      await callApi(batchMoveFile, { files: fileListJson(files), filePath });
    }
  });
}
