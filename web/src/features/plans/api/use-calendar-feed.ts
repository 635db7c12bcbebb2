import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getCalendarFeed, revokeCalendarFeed } from '@qiao/contracts/plans-feed';
import { callApi } from '../../../api/call-api';
import { planKeys } from '../plans-keys';

/** The learner's secret calendar address, made on first ask (so asked only when shown). */
export function useCalendarFeed(enabled: boolean) {
  return useQuery({
    queryKey: planKeys.feed,
    queryFn: ({ signal }) => callApi(getCalendarFeed, { renew: false }, { signal }),
    enabled,
  });
}

/** A new address in place of the old one, which stops answering. */
export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(getCalendarFeed, { renew: true }),
    onSuccess: (feed) => queryClient.setQueryData(planKeys.feed, feed),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(revokeCalendarFeed, {}),
    onSuccess: () => queryClient.removeQueries({ queryKey: planKeys.feed }),
  });
}
