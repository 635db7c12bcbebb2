import { updateFile } from '@qiao/contracts/editing';
import { callApi } from '../../../api/call-api';
import { useDriveMutation } from '../../drive/drive-calls';

/**
 * Saves the editor's text over the version it was loaded from. A refusal (someone saved since,
 * over the quota, too large) is toasted with the server's translated message.
 */
export function useSaveText() {
  return useDriveMutation((input: { userFileId: string; fileId: string; content: string }) =>
    callApi(updateFile, input),
  );
}
