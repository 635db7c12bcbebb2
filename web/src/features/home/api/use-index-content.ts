import { useQuery } from '@tanstack/react-query';
import { getIndexContent } from '@qiao/contracts/catalogue-home';
import { callApi } from '../../../api/call-api';
import { useLanguage } from '../../../hooks/use-language';
import { homeKeys } from '../home-keys';

/** What the home shows, in the interface language. */
export function useIndexContent() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: homeKeys.index(language),
    queryFn: ({ signal }) => callApi(getIndexContent, undefined, { signal }),
    staleTime: 60_000,
  });
}
