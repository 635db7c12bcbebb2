import { useSearchParams } from 'react-router';
import { pageFrom, withPage } from './page-param';

/**
 * The page of a list kept in the address. Choosing a page brings the reader back to the top of
 * the list, where the new page starts.
 */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  return {
    page: pageFrom(params),
    setPage: (page: number) => {
      setParams(withPage(params, page));
      window.scrollTo({ top: 0 });
    },
  };
}
