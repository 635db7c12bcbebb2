import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  editBasicsInfo,
  editUserInfo,
  getBasicsInfo,
  type BasicsInfo,
  type ContactInfo,
} from '@qiao/contracts/users';
import { callApi } from '../../api/call-api';
import { CURRENT_USER_KEY } from '../../session/use-current-user';
import { personalKeys } from './personal-keys';

export function useProfile() {
  return useQuery({
    queryKey: personalKeys.profile,
    queryFn: ({ signal }) => callApi(getBasicsInfo, undefined, { signal }),
  });
}

/** Saves both halves of the profile (the spec has one call for each) and refreshes what shows it. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { basics: BasicsInfo; contact: ContactInfo }) => {
      await callApi(editBasicsInfo, input.basics);
      return callApi(editUserInfo, input.contact);
    },
    onSuccess: async (profile) => {
      queryClient.setQueryData(personalKeys.profile, profile);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}
