import { useQuery } from '@tanstack/react-query';
import { getMyItemProgress, type MyItemList } from '@qiao/contracts/learning-items';
import { pageRequest } from '@qiao/contracts/pagination';
import { callApi } from '../../../api/call-api';
import { useLanguage } from '../../../hooks/use-language';
import { learningKeys } from '../learning-keys';

/** One page of "my micro-lessons" or "my documents", last studied first. */
export function useMyItems(list: MyItemList, page: number) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: learningKeys.myItemsPage(list, language, page),
    queryFn: ({ signal }) =>
      callApi(getMyItemProgress, { kind: list, ...pageRequest(page) }, { signal, silent: true }),
  });
}
