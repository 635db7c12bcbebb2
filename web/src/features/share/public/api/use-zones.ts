import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SHARE_CATEGORY_LANGS } from '@qiao/contracts/share-rules';
import { getShareList, shareCategoryList } from '@qiao/contracts/share-public';
import { pageRequest } from '@qiao/contracts/pagination';
import { callApi } from '../../../../api/call-api';
import { useLanguage } from '../../../../hooks/use-language';
import type { ZoneSort } from '../rules/zones-query';
import { publicShareKeys } from '../../share-keys';

/** The zones, titled in the interface language (spec §6: lang 1 zh, 2 en, 3 al). */
export function useZones() {
  const { language } = useLanguage();
  const lang = SHARE_CATEGORY_LANGS[language];
  return useQuery({
    queryKey: publicShareKeys.zones(lang),
    queryFn: ({ signal }) => callApi(shareCategoryList, { lang }, { signal }),
    staleTime: 5 * 60_000,
  });
}

const ORDER: Record<ZoneSort, 'new' | 'hot'> = { newest: 'new', liked: 'hot' };

/** One page of the shares published in a zone. */
export function useZoneShares(zone: number | undefined, sort: ZoneSort, page: number) {
  return useQuery({
    queryKey: publicShareKeys.zone(zone, sort, page),
    queryFn: ({ signal }) =>
      callApi(
        getShareList,
        {
          category_base_id: zone,
          order: ORDER[sort],
          ...pageRequest(page),
        },
        { signal },
      ),
    enabled: zone !== undefined,
    placeholderData: keepPreviousData,
  });
}
