import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getMoocDataList } from '@qiao/contracts/catalogue-mooc';
import { MAX_PAGE_SIZE } from '@qiao/contracts/pagination';
import { callApi } from '../../../api/call-api';
import { useLanguage } from '../../../hooks/use-language';
import { planKeys } from '../plans-keys';

/** Courses a plan may take, by keyword: the course centre's list, one large page. */
export function useCourseChoice(keyword: string) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: planKeys.courses(language, keyword),
    queryFn: ({ signal }) =>
      callApi(
        getMoocDataList,
        { currentPage: 1, pageCount: MAX_PAGE_SIZE, ...(keyword ? { keyword } : {}) },
        { signal, silent: true },
      ),
    placeholderData: keepPreviousData,
  });
}
