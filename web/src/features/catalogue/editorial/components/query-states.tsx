import type { ReactNode } from 'react';
import { Button, Empty, Result, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/api-error';

/**
 * Loading, failure and emptiness of a query, the same on every editorial page. A business failure
 * ("this news item does not exist…") shows the server's translated message; other failures offer
 * a retry.
 */
export function QueryStates<T>({
  query,
  isEmpty,
  emptyText,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('editorial');
  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiError && error.kind === 'business') {
      return <Result status="404" title={t('common.notFoundTitle')} subTitle={error.message} />;
    }
    return (
      <Result
        status="warning"
        title={t('common.loadFailed')}
        extra={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  if (isEmpty?.(query.data)) return <Empty description={emptyText ?? t('common.empty')} />;
  return <>{children(query.data)}</>;
}
