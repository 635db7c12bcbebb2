import type { ReactNode } from 'react';
import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../../../../api/api-error';

/**
 * Loading, failure or content of one query. A business failure (not found, not open to you)
 * shows the server's own translated message; anything else a plain "could not load" with retry.
 */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('library');
  if (query.isPending) return <Skeleton active />;
  if (query.isError) {
    const error = query.error;
    const business = error instanceof ApiError && error.kind === 'business';
    return (
      <Result
        status={business ? '404' : 'warning'}
        title={business ? error.message : t('loadFailed')}
        extra={
          business ? undefined : <Button onClick={() => void query.refetch()}>{t('retry')}</Button>
        }
      />
    );
  }
  return <>{children(query.data)}</>;
}
