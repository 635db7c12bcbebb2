import { useSearchParams } from 'react-router';
import { LIMITS } from '@qiao/contracts/limits';
import { Pager } from '../../../../components/pager/pager';
import { pageFrom, withPage } from '../rules/list-query';
import styles from './library.module.css';

/** The page number lives in the address, so a list page can be shared and reloaded. */
export function usePageParam() {
  const [search, setSearch] = useSearchParams();
  return {
    search,
    page: pageFrom(search),
    setPage: (page: number) => setSearch(withPage(search, page)),
  };
}

export function ListPager({
  page,
  total,
  onChange,
}: {
  page: number;
  total: number;
  onChange: (page: number) => void;
}) {
  return (
    <Pager
      className={styles.pager}
      current={page}
      pageSize={LIMITS.defaultPageSize}
      total={total}
      showSizeChanger={false}
      hideOnSinglePage
      onChange={onChange}
    />
  );
}
