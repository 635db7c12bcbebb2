import type { ReactNode } from 'react';
import { Button, Empty, Result, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../pager/list-pager';
import styles from './paged-list.module.css';

interface PagedListProps<T> {
  /** A page of the list, as `paged` (contracts/pagination) answers it. */
  query: UseQueryResult<{ list: T[]; total: number }>;
  page: number;
  onPage: (page: number) => void;
  /** What an empty list says, and where to go to find something to put in it. */
  empty: { text: string; browse?: { to: string; label: string } };
  children: (list: T[]) => ReactNode;
}

/**
 * One page of a learner's own list (my MOOCs, my micro-lessons, my live classes, my documents, my
 * notes): loading, a failure with a retry, an empty list (leading to where things are found, when
 * there is such a place), else the page, the same way to find more, and a pager when there is more
 * than one page.
 */
export function PagedList<T>({ query, page, onPage, empty, children }: PagedListProps<T>) {
  const { t } = useTranslation('common');
  if (query.isPending) return <Skeleton active />;
  if (query.isError) {
    return (
      <Result
        status="warning"
        title={t('pagedList.loadFailed')}
        extra={<Button onClick={() => void query.refetch()}>{t('pagedList.retry')}</Button>}
      />
    );
  }
  if (query.data.total === 0) {
    return (
      <Empty
        image={empty.browse ? undefined : Empty.PRESENTED_IMAGE_SIMPLE}
        description={empty.text}
      >
        {empty.browse && (
          <Link to={empty.browse.to}>
            <Button type="primary">{empty.browse.label}</Button>
          </Link>
        )}
      </Empty>
    );
  }
  return (
    <>
      {children(query.data.list)}
      {/* The way to find more stays once the list has something in it. */}
      {empty.browse && (
        <p className={styles.browse}>
          <Link to={empty.browse.to}>{empty.browse.label}</Link>
        </p>
      )}
      <ListPager className={styles.pager} page={page} total={query.data.total} onPage={onPage} />
    </>
  );
}
