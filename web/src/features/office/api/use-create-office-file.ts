import { createOfficeFile } from '@qiao/contracts/office';
import type { NewOfficeFileType } from '@qiao/contracts/office';
import { callApi } from '../../../api/call-api';
import { useDriveMutation } from '../../drive/drive-calls';

export interface NewOfficeFileInput {
  extendName: NewOfficeFileType;
  fileName: string;
  filePath: string;
}

/** Silent: the dialog shows a failure as the spec's warning "operation failed". */
export function useCreateOfficeFile() {
  return useDriveMutation((input: NewOfficeFileInput) =>
    callApi(createOfficeFile, input, { silent: true }),
  );
}
