import { useTranslation } from 'react-i18next';
import { Empty } from 'antd';
import type { SearchTab } from '@qiao/contracts/catalogue-home';
import styles from './tab-results.module.css';

/** A tab with nothing to show: nothing of its kind matched the keyword; the text says what to try. */
export function EmptyTab({ tab, keyword }: { tab: SearchTab; keyword: string }) {
  const { t } = useTranslation('search');
  return (
    <div className={styles.center}>
      <Empty
        description={
          <>
            <strong className={styles.emptyTitle}>{t(`empty.${tab}.title`)}</strong>
            <span className={styles.emptyText}>
              {t(`empty.${tab}.text`, { keyword: `\u2068${keyword}\u2069` })}
            </span>
          </>
        }
      />
    </div>
  );
}
