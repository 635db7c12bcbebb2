import { useTranslation } from 'react-i18next';
import { Empty } from 'antd';
import type { SearchTab } from '@qiao/contracts/catalogue-home';
import styles from './tab-results.module.css';

/**
 * A tab with nothing to show. Courses, exams and tools found nothing for this keyword; games have
 * nothing of their kind on the platform yet, and the page says so rather than "no match".
 */
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
