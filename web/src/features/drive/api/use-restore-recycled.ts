import { restoreRecycled, type UserFile } from '@qiao/contracts/drive';
import { callApi } from '../../../api/call-api';
import { fileListJson } from './file-list-json';
import { useDriveMutation } from './use-drive-mutation';

/** Puts whole batches back where they were (the server recreates parents, renames clashes). */
export function useRestoreRecycled() {
  return useDriveMutation((files: UserFile[]) =>
    callApi(restoreRecycled, { recoveryFileIds: fileListJson(files) }),
  );
}
