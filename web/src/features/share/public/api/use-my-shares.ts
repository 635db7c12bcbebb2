import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getMyShareListCollect,
  getMyShareListDownload,
  getMyShareListResave,
  getMyShareListThumb,
} from '@qiao/contracts/share-public';
import { pageRequest } from '@qiao/contracts/pagination';
import { callApi } from '../../../../api/call-api';
import { publicShareKeys } from '../../share-keys';

/** The four lists of a signed-in user, in the order the page shows them. */
export const MY_LISTS = {
  liked: getMyShareListThumb,
  collected: getMyShareListCollect,
  resaved: getMyShareListResave,
  downloaded: getMyShareListDownload,
} as const;
export type MyList = keyof typeof MY_LISTS;
export const MY_LIST_NAMES = Object.keys(MY_LISTS) as MyList[];

export function useMyShares(list: MyList, page: number) {
  return useQuery({
    queryKey: publicShareKeys.mine(list, page),
    queryFn: ({ signal }) => callApi(MY_LISTS[list], pageRequest(page), { signal }),
    placeholderData: keepPreviousData,
  });
}
