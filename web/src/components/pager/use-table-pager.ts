import type { TablePaginationConfig } from 'antd';
import { LIMITS } from '@qiao/contracts/limits';
import { usePagerLabels } from './use-pager-labels';

interface TablePagerOptions {
  page: number;
  /** How many rows the whole list holds (the answer's `total`); 0 while the first page loads. */
  total: number | undefined;
  onPage: (page: number) => void;
  /** Hide the pager while every row fits on one page (yes unless the list says otherwise). */
  hideOnSinglePage?: boolean;
}

/** A table's `pagination`: the same pages and labels as `ListPager`, drawn by antd's table. */
export function useTablePager({
  page,
  total,
  onPage,
  hideOnSinglePage = true,
}: TablePagerOptions): TablePaginationConfig {
  const labels = usePagerLabels();
  return {
    current: page,
    pageSize: LIMITS.defaultPageSize,
    total: total ?? 0,
    onChange: onPage,
    showSizeChanger: false,
    hideOnSinglePage,
    ...labels,
  };
}
