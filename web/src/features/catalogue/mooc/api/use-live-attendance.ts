import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cancelLiveSignUp,
  getLiveUrl,
  getMyLiveClasses,
  signUpForLiveClass,
} from '@qiao/contracts/live-attendance';
import { pageRequest } from '@qiao/contracts/pagination';
import { callApi } from '../../../../api/call-api';
import { useLanguage } from '../../../../hooks/use-language';
import { moocKeys } from '../mooc-keys';

/** After a sign-up, a cancel or a visit, the live list's cards and "my live classes" change. */
function useRefreshAttendance() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: moocKeys.liveAll }),
      queryClient.invalidateQueries({ queryKey: moocKeys.myLiveAll }),
    ]);
}

export function useLiveSignUp(id: string) {
  const refresh = useRefreshAttendance();
  return useMutation({
    mutationFn: () => callApi(signUpForLiveClass, { id }),
    onSuccess: refresh,
  });
}

export function useCancelLiveSignUp(id: string) {
  const refresh = useRefreshAttendance();
  return useMutation({
    mutationFn: () => callApi(cancelLiveSignUp, { id }),
    onSuccess: refresh,
  });
}

/**
 * Enters a live room through Qiao, which records the visit and answers the room's address.
 * The tab is opened in the click itself, before the call: a browser blocks a window opened after
 * an await, as it no longer comes from the click. If it is blocked anyway, this tab goes there.
 */
export function useJoinLive(id: string) {
  const refresh = useRefreshAttendance();
  return useMutation({
    mutationFn: async (tab: Window | null) => {
      try {
        const { url } = await callApi(getLiveUrl, { id });
        if (tab && !tab.closed) tab.location.replace(url);
        else window.location.assign(url);
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
    onSettled: refresh,
  });
}

/** Opens the blank tab the room will load in, cut off from this page (no `opener`). */
export function openRoomTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

export function useMyLiveClasses(page: number) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: moocKeys.myLive(language, page),
    queryFn: ({ signal }) => callApi(getMyLiveClasses, pageRequest(page), { signal, silent: true }),
    placeholderData: keepPreviousData,
    // A class may start or end while the page is open.
    refetchInterval: 60_000,
  });
}
