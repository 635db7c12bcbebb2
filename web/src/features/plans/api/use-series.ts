import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSeriesPlanDetail, getSeriesPlanList } from '@qiao/contracts/plans-new';
import { pageRequest } from '@qiao/contracts/pagination';
import { callApi } from '../../../api/call-api';
import { useLanguage } from '../../../hooks/use-language';
import { planKeys } from '../plans-keys';

export function useSeriesPlans(page: number) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: planKeys.series(language, page),
    queryFn: ({ signal }) =>
      callApi(getSeriesPlanList, pageRequest(page), { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useSeriesPlan(seriesPlanId: string) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: planKeys.seriesDetail(language, seriesPlanId),
    queryFn: ({ signal }) =>
      callApi(getSeriesPlanDetail, { seriesPlanId }, { signal, silent: true }),
    enabled: seriesPlanId !== '',
  });
}
