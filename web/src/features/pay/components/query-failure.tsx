import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A page whose order did not load: the server's translated reason when it gave one (an order of
 * someone else is "not found"), else the common words, and a way to try again.
 */
export function QueryFailure({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useTranslation('pay');
  return (
    <Result
      status="warning"
      title={error?.message || t('page.loadFailed')}
      extra={<Button onClick={onRetry}>{t('page.retry')}</Button>}
    />
  );
}
