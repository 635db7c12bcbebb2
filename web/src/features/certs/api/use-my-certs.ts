import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getCertApplications, getPersonalCertList } from '@qiao/contracts/certs-calls';
import { pageRequest } from '@qiao/contracts/pagination';
import { callApi } from '../../../api/call-api';
import { certKeys } from '../certs-keys';

/** One page of the learner's applications, newest first. */
export function useCertApplications(page: number) {
  return useQuery({
    queryKey: certKeys.applications(page),
    queryFn: ({ signal }) =>
      callApi(getCertApplications, pageRequest(page), { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** One page of the learner's certificates, valid and revoked, newest first. */
export function useMyCerts(page: number) {
  return useQuery({
    queryKey: certKeys.mine(page),
    queryFn: ({ signal }) =>
      callApi(getPersonalCertList, pageRequest(page), { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}
