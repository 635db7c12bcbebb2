import { copyFile, type UserFile } from '@qiao/contracts/drive';
import { callApi } from '../../../api/call-api';
import { useDriveMutation } from './use-drive-mutation';

/** The spec has no batch copy: entries are copied one after another, stopping at a failure. */
export function useCopyFiles() {
  return useDriveMutation(async ({ files, filePath }: { files: UserFile[]; filePath: string }) => {
    for (const file of files) {
      await callApi(copyFile, { userFileId: file.userFileId, filePath });
    }
  });
}
