import { renameFile } from '@qiao/contracts/drive';
import { callApi } from '../../../api/call-api';
import { useDriveMutation } from './use-drive-mutation';

/** Files are renamed with their extension ("notes.md"); folders by their name alone. */
export function useRenameFile() {
  return useDriveMutation((input: { userFileId: string; fileName: string }) =>
    callApi(renameFile, input),
  );
}
