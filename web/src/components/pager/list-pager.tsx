import { LIMITS } from '@qiao/contracts/limits';
import { Pager } from './pager';
import styles from './list-pager.module.css';

interface ListPagerProps {
  page: number;
  /** How many items the whole list holds (the answer's `total`). */
  total: number;
  onPage: (page: number) => void;
  className?: string;
}

/**
 * The pager under every paged list: pages of the usual size, no size picker, names in the
 * interface language, and nothing drawn while the whole list fits on one page.
 */
export function ListPager({ page, total, onPage, className }: ListPagerProps) {
  return (
    <Pager
      className={className ?? styles.pager}
      current={page}
      pageSize={LIMITS.defaultPageSize}
      total={total}
      showSizeChanger={false}
      hideOnSinglePage
      onChange={onPage}
    />
  );
}
