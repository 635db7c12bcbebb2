import { Button, Result } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './status-page.module.css';

/** A page whose code did not arrive: say so, and let the person try the download again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      className={styles.result}
      status="warning"
      title={<h1 className={styles.title}>{t('loadError.title')}</h1>}
      subTitle={t('loadError.description')}
      extra={
        <Button type="primary" size="large" icon={<ReloadOutlined />} onClick={onRetry}>
          {t('loadError.retry')}
        </Button>
      }
    />
  );
}
