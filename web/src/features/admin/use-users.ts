import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pageRequest } from '@qiao/contracts/pagination';
import { listUsers, setUserRole, type Role } from '@qiao/contracts/users';
import { callApi } from '../../api/call-api';
import { adminKeys } from './admin-keys';

export function useUsers(keyword: string, page: number) {
  return useQuery({
    queryKey: adminKeys.users(keyword, page),
    queryFn: ({ signal }) =>
      callApi(listUsers, { keyword: keyword || undefined, ...pageRequest(page) }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSetRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { uid: string; role: Role }) => callApi(setUserRole, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
