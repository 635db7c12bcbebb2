import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationState } from '@qiao/contracts/certs';
import {
  adminCertApplications,
  adminCertificates,
  adminCertSettings,
  adminDecideCertApplication,
  adminRevokeCert,
} from '@qiao/contracts/certs-calls';
import { pageRequest } from '@qiao/contracts/pagination';
import type { RouteInput } from '@qiao/contracts/route';
import { callApi } from '../../../api/call-api';
import { certKeys } from '../certs-keys';

/** Admins: one page of applications in a state (pending first, oldest first). */
export function useAdminApplications(state: ApplicationState, page: number) {
  return useQuery({
    queryKey: certKeys.adminQueue(state, page),
    queryFn: ({ signal }) =>
      callApi(adminCertApplications, { ...pageRequest(page), state }, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** Admins: one page of issued certificates, found by number or holder name. */
export function useAdminCertificates(search: string, page: number) {
  return useQuery({
    queryKey: certKeys.adminIssued(search, page),
    queryFn: ({ signal }) =>
      callApi(
        adminCertificates,
        { ...pageRequest(page), search: search || undefined },
        { signal, silent: true },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Approves or rejects an application; a refusal is toasted in the user's language. */
export function useDecideApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteInput<typeof adminDecideCertApplication>) =>
      callApi(adminDecideCertApplication, input),
    onSettled: () => client.invalidateQueries({ queryKey: certKeys.all }),
  });
}

/** Revokes a certificate with a reason. */
export function useRevokeCert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteInput<typeof adminRevokeCert>) => callApi(adminRevokeCert, input),
    onSettled: () => client.invalidateQueries({ queryKey: certKeys.all }),
  });
}

/** Whether every application waits for an admin. */
export function useCertSettings() {
  return useQuery({
    queryKey: certKeys.adminSettings,
    queryFn: ({ signal }) => callApi(adminCertSettings, {}, { signal, silent: true }),
  });
}

export function useSaveCertSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (approvalRequired: boolean) => callApi(adminCertSettings, { approvalRequired }),
    onSuccess: (data) => client.setQueryData(certKeys.adminSettings, data),
  });
}
