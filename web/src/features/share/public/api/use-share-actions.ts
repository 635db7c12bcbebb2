import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shareCollect, shareDownload, shareResave, shareThumb } from '@qiao/contracts/share-public';
import { callApi } from '../../../../api/call-api';
import { fileListJson, saveDownload } from '../../../drive/drive-calls';
import { refreshDrive } from '../../../drive/drive-keys';
import { publicShareKeys } from '../../share-keys';

/**
 * Actions of a signed-in user on a published share. Each one changes a counter on the server,
 * so every list and detail is read again afterwards: the numbers on screen are the server's.
 */
function useShareMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: publicShareKeys.all }),
  });
}

export function useLikeShare() {
  return useShareMutation((shareBatchNum: string) => callApi(shareThumb, { shareBatchNum }));
}

export function useCollectShare() {
  return useShareMutation((shareBatchNum: string) => callApi(shareCollect, { shareBatchNum }));
}

export function useResaveShare() {
  const queryClient = useQueryClient();
  return useShareMutation(
    async (input: { shareBatchNum: string; filePath: string; files: { userFileId: string }[] }) => {
      const answer = await callApi(shareResave, { ...input, files: fileListJson(input.files) });
      await refreshDrive(queryClient);
      return answer;
    },
  );
}

/** One file by its id, or the whole share as a zip; the browser fetches the signed address. */
export function useDownloadShare() {
  return useShareMutation(async (input: { shareBatchNum: string; ossFileId?: string }) => {
    const answer = await callApi(shareDownload, input);
    saveDownload(answer);
    return answer;
  });
}
