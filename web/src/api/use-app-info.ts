import { useQuery } from '@tanstack/react-query';
import { appInfo } from '@qiao/contracts/system';
import { callApi } from './call-api';

/** Name, version and languages of the running platform; they do not change while a page is open. */
export function useAppInfo() {
  return useQuery({
    queryKey: ['app-info'],
    queryFn: ({ signal }) => callApi(appInfo, undefined, { signal }),
    staleTime: Infinity,
  });
}
