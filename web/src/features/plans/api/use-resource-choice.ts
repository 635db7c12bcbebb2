import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchContent } from '@qiao/contracts/catalogue-home';
import { MAX_PAGE_SIZE } from '@qiao/contracts/pagination';
import { callApi } from '../../../api/call-api';
import { useLanguage } from '../../../hooks/use-language';
import { chosenFromCard } from '../rules/plan-resources';
import { planKeys } from '../plans-keys';

/**
 * Micro-lessons, documents and videos a plan's course may take along, by keyword: the catalogue
 * search's learning-content tab, kept to those kinds; not counted towards the home's hot words.
 * Nothing is asked for an empty keyword.
 */
export function useResourceChoice(keyword: string) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...planKeys.courses(language, keyword), 'resources'],
    queryFn: async ({ signal }) => {
      const page = await callApi(
        searchContent,
        { keyword, tab: 'courses', countHit: false, currentPage: 1, pageCount: MAX_PAGE_SIZE },
        { signal, silent: true },
      );
      return page.list.flatMap((card) => chosenFromCard(card) ?? []);
    },
    enabled: keyword !== '',
    placeholderData: keepPreviousData,
  });
}
