import { useSearchParams } from 'react-router';
import { LIMITS } from '@qiao/contracts/limits';
import { Pager } from '../../../../components/pager/pager';
import { pageFrom, withPage } from '../rules/page-query';
import styles from './editorial.module.css';

/** Pages of a list, kept in the address so a page can be shared and Back works. */
export function ListPager({ total }: { total: number }) {
  const [params, setParams] = useSearchParams();
  return (
    <Pager
      className={styles.pager}
      current={pageFrom(params)}
      pageSize={LIMITS.defaultPageSize}
      total={total}
      showSizeChanger={false}
      hideOnSinglePage
      onChange={(page) => {
        setParams(withPage(params, page));
        window.scrollTo({ top: 0 });
      }}
    />
  );
}
