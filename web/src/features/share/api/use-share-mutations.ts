import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelShares, editShare, shareFile } from '@qiao/contracts/share';
import { editSharefilePublic, shareFilePublic } from '@qiao/contracts/share-public';
import type { RouteContract, RouteData, RouteInput } from '@qiao/contracts/route';
import { callApi } from '../../../api/call-api';
import { refreshMyShares } from '../share-keys';

/** A change to my shares; the records lists are refreshed whether it worked or not. */
function useShareMutation<R extends RouteContract>(contract: R) {
  const queryClient = useQueryClient();
  return useMutation<RouteData<R>, Error, RouteInput<R>>({
    mutationFn: (input) => callApi(contract, input),
    onSettled: () => refreshMyShares(queryClient),
  });
}

/** POST /share/sharefile: a link share, answering its batch number and code. */
export const useCreateLinkShare = () => useShareMutation(shareFile);
/** POST /share/sharefilePublic: into review, then published in the zone. */
export const usePublishShare = () => useShareMutation(shareFilePublic);
/** editSharefilePublic: action type 2 of the dialog; the share goes back to review. */
export const useEditPublicShare = () => useShareMutation(editSharefilePublic);
/** POST /share/editShare: a link share's validity (from now) and whether it needs a code. */
export const useEditLinkShare = () => useShareMutation(editShare);
/** POST /share/cancel: nobody can open the share any more. */
export const useCancelShares = () => useShareMutation(cancelShares);
