import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { leaveEarlyScreens } from '../app/first-screen';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import ReloadOutlined from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import { SvgIcon } from './icon/svg-icon';
import styles from './status-page.module.css';

/**
 * A page whose code did not arrive: say so, and let the person try the download again. Drawn
 * without antd, since antd itself may be what failed to download.
 */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  // A page's code failing to arrive must not leave its first screen (the home's) or early layer
  // (the class hour's video) standing over this.
  useLayoutEffect(leaveEarlyScreens, []);
  return (
    <div className={`${styles.result} ${styles.plainResult}`}>
      <SvgIcon icon={ExclamationCircleFilled} className={styles.warningIcon} />
      <h1 className={styles.title}>{t('loadError.title')}</h1>
      <p className={styles.subTitle}>{t('loadError.description')}</p>
      <button type="button" className={styles.primaryButton} onClick={onRetry}>
        <SvgIcon icon={ReloadOutlined} />
        <span>{t('loadError.retry')}</span>
      </button>
    </div>
  );
}
