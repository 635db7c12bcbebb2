import { createFolder } from '@qiao/contracts/drive';
import { callApi } from '../../../api/call-api';
import { useDriveMutation } from './use-drive-mutation';

export function useCreateFolder() {
  return useDriveMutation((input: { fileName: string; filePath: string }) =>
    callApi(createFolder, input),
  );
}
