import { useTranslation } from 'react-i18next';
import {
  batchDeleteRecycled,
  deleteRecycled,
  emptyTrash,
  type UserFile,
} from '@qiao/contracts/drive';
import { callApi } from '../../../api/call-api';
import { fileListJson } from './file-list-json';
import { reportFailure } from './report-failure';
import { useDriveMutation } from './use-drive-mutation';

/** Deletion mode 2: erased for good; 'all' empties the whole recycle bin. */
export function useEraseRecycled() {
  const { t } = useTranslation('drive');
  return useDriveMutation(
    async (files: UserFile[] | 'all') => {
      if (files === 'all') {
        await callApi(emptyTrash, undefined, { silent: true });
        return;
      }
      const recoveryFileIds = fileListJson(files);
      const contract = files.length === 1 ? deleteRecycled : batchDeleteRecycled;
      await callApi(contract, { recoveryFileIds }, { silent: true });
    },
    (error) => reportFailure(error, (reason) => t('toast.deleteFailed', { reason })),
  );
}
