import { useTranslation } from 'react-i18next';
import { batchDeleteFile, deleteFile, type UserFile } from '@qiao/contracts/drive';
import { callApi } from '../../../api/call-api';
import { fileListJson } from './file-list-json';
import { reportFailure } from './report-failure';
import { useDriveMutation } from './use-drive-mutation';

/** Deletion mode 1: into the recycle bin, one batch per entry. */
export function useDeleteFiles() {
  const { t } = useTranslation('drive');
  return useDriveMutation(
    async (files: UserFile[]) => {
      const [only] = files;
      if (files.length === 1 && only) {
        await callApi(deleteFile, { userFileId: only.userFileId }, { silent: true });
      } else {
        await callApi(batchDeleteFile, { files: fileListJson(files) }, { silent: true });
      }
    },
    (error) => reportFailure(error, (reason) => t('toast.deleteFailed', { reason })),
  );
}
