import { useQuery } from '@tanstack/react-query';
import type { UserFile } from '@qiao/contracts/drive';
import { previewUrl } from '../../drive/drive-calls';
import { officeKeys } from '../office-keys';

/** The document's own bytes, for the libraries that read it in the browser. */
export function useDocumentBytes(file: UserFile) {
  return useQuery({
    queryKey: officeKeys.bytes(file.userFileId, file.updateTime),
    queryFn: async ({ signal }) => {
      const response = await fetch(previewUrl(file.userFileId), {
        credentials: 'include',
        signal,
      });
      if (!response.ok) throw new Error(`preview answered ${response.status}`);
      return response.arrayBuffer();
    },
    gcTime: 0,
  });
}
