import { useQuery } from '@tanstack/react-query';
import { getUserInfo } from '@qiao/contracts/users';
import { callApi } from '../api/call-api';
import { rememberUser } from './session-storage';

export const CURRENT_USER_KEY = ['current-user'] as const;

/** Who is signed in (null for a visitor); the login widget and guarded pages follow it. */
export function useCurrentUser() {
  return useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: async ({ signal }) => {
      const answer = await callApi(getUserInfo, undefined, { signal });
      rememberUser(answer.data);
      return answer.data;
    },
    staleTime: 60_000,
  });
}
