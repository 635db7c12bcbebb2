import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/api-error';
import { MOOC_LIST_ROUTE } from '../mooc-routes';

/**
 * In place of a course page that cannot be shown: "not found" (missing, or not open to this
 * viewer; the server answers both alike) with the way back, or a failed load with a retry.
 */
export function CourseMissing({
  error,
  notFound,
  onRetry,
}: {
  error: unknown;
  notFound: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('mooc');
  const missing = !(error instanceof ApiError) || error.kind === 'business';
  return (
    <Result
      status={missing ? '404' : 'warning'}
      title={missing ? notFound : t('details.loadFailed')}
      subTitle={missing ? t('details.notFoundHint') : undefined}
      extra={
        missing ? (
          <Link to={MOOC_LIST_ROUTE}>
            <Button type="primary">{t('details.backToList')}</Button>
          </Link>
        ) : (
          <Button onClick={onRetry}>{t('details.retry')}</Button>
        )
      }
    />
  );
}
