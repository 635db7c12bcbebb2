import { useQuery } from '@tanstack/react-query';
import { fileDetail, type UserFile } from '@qiao/contracts/drive';
import { EDIT_LIMITS } from '@qiao/contracts/editing';
import { callApi } from '../../../api/call-api';
import { previewUrl } from '../../drive/drive-calls';
import { editorKeys } from '../editing-keys';

export type EditorContent =
  { kind: 'loaded'; file: UserFile; text: string } | { kind: 'tooLarge'; file: UserFile };

/**
 * The current text of a file with the version it belongs to: the entry first (its object id is
 * what a save must name), then the bytes. Read fresh every time the editor opens; if someone
 * saves between the two reads, the save is refused as stale rather than overwriting theirs.
 */
export function useEditorContent(userFileId: string) {
  return useQuery({
    queryKey: editorKeys.content(userFileId),
    queryFn: async ({ signal }): Promise<EditorContent> => {
      const file = await callApi(fileDetail, { userFileId }, { signal });
      if (file.fileSize > EDIT_LIMITS.textMaxBytes) return { kind: 'tooLarge', file };
      const response = await fetch(previewUrl(userFileId), { credentials: 'include', signal });
      if (!response.ok) throw new Error(`content answered ${response.status}`);
      return { kind: 'loaded', file, text: new TextDecoder().decode(await response.arrayBuffer()) };
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
