import {
  CloudDownloadOutlined,
  EyeOutlined,
  LikeOutlined,
  SaveOutlined,
  StarOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './public-share.module.css';

export interface ShareCounters {
  viewCount: number;
  downloadCount: number;
  thumbCount: number;
  collectCount: number;
  resaveCount: number;
}

const COUNTERS = [
  { field: 'viewCount', key: 'counts.views', icon: <EyeOutlined aria-hidden /> },
  { field: 'downloadCount', key: 'counts.downloads', icon: <CloudDownloadOutlined aria-hidden /> },
  { field: 'thumbCount', key: 'counts.likes', icon: <LikeOutlined aria-hidden /> },
  { field: 'collectCount', key: 'counts.collects', icon: <StarOutlined aria-hidden /> },
  { field: 'resaveCount', key: 'counts.resaves', icon: <SaveOutlined aria-hidden /> },
] as const;

/** The five counters of a published share, each with its name for screen readers and tests. */
export function ShareCounts({ counts, named = false }: { counts: ShareCounters; named?: boolean }) {
  const { t } = useTranslation('zones');
  return (
    <ul className={styles.counts} aria-label={t('counts.label')}>
      {COUNTERS.map(({ field, key, icon }) => (
        <li key={field} className={styles.count} title={t(key)} data-counter={field}>
          {icon}
          {/* Hidden on cards, where the icon and the tooltip carry the name. */}
          <span className={named ? styles.countName : 'qiao-visually-hidden'}>{t(key)}</span>
          <span className={styles.countValue}>{counts[field]}</span>
        </li>
      ))}
    </ul>
  );
}
