import { Button, Result } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './status-page.module.css';

/**
 * Shown for unknown hash routes and for unknown addresses the server answers with 404. The home
 * link is an absolute address, so it also leaves an unknown path such as `/no-such-page`.
 */
export function NotFoundPage({ homeHref = '/#/' }: { homeHref?: string }) {
  const { t } = useTranslation();
  return (
    <Result
      className={styles.result}
      status="404"
      title={<h1 className={styles.title}>{t('notFound.title')}</h1>}
      subTitle={t('notFound.description')}
      extra={
        <Button
          type="primary"
          size="large"
          href={homeHref}
          icon={<ArrowLeftOutlined className="qiao-mirror" aria-hidden />}
        >
          {t('notFound.home')}
        </Button>
      }
    />
  );
}
