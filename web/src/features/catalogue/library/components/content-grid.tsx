import { Empty } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './library.module.css';

export interface GridEntry {
  id: string;
  to: string;
  title: string;
  summary: string;
  coverUrl: string | null;
  meta?: string;
}

/** Cards of content or groups; each whole card opens its page. */
export function ContentGrid({ entries, label }: { entries: GridEntry[]; label: string }) {
  const { t } = useTranslation('library');
  if (entries.length === 0) return <Empty description={t('empty')} />;
  return (
    <ul className={styles.grid} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <Link to={entry.to} className={styles.card} data-testid="library-card">
            {entry.coverUrl ? (
              <img className={styles.cover} src={entry.coverUrl} alt="" loading="lazy" />
            ) : (
              <span className={`${styles.cover} ${styles.coverPlaceholder}`} aria-hidden>
                <PlayCircleOutlined />
              </span>
            )}
            <span className={styles.cardBody}>
              <span className={styles.cardTitle} dir="auto">
                {entry.title}
              </span>
              {entry.summary && (
                <span className={styles.cardSummary} dir="auto">
                  {entry.summary}
                </span>
              )}
              {entry.meta && <span className={styles.meta}>{entry.meta}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
