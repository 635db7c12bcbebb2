import { Pagination, type PaginationProps } from 'antd';
import { usePagerLabels } from './use-pager-labels';

/**
 * antd's pager with every item named in the interface language. antd's ConfigProvider cannot
 * set a pager's `itemRender` for the whole app, so standalone pagers use this instead of
 * `Pagination`; a table's pager spreads `usePagerLabels()` into its `pagination`.
 */
export function Pager(props: Omit<PaginationProps, 'itemRender'>) {
  const labels = usePagerLabels();
  return <Pagination {...props} {...labels} />;
}
