import { useQuery } from '@tanstack/react-query';
import { shareCategoryList } from '@qiao/contracts/share-public';
import { SHARE_CATEGORY_LANGS } from '@qiao/contracts/share-rules';
import { callApi } from '../../../api/call-api';
import { useLanguage } from '../../../hooks/use-language';
import { shareKeys } from '../share-keys';

/** Share zones titled in the interface language (spec §6: lang 1 zh, 2 en, 3 al). */
export function useShareCategories() {
  const { language } = useLanguage();
  const lang = SHARE_CATEGORY_LANGS[language];
  return useQuery({
    queryKey: shareKeys.categories(lang),
    queryFn: ({ signal }) => callApi(shareCategoryList, { lang }, { signal }),
    staleTime: 5 * 60_000,
  });
}
