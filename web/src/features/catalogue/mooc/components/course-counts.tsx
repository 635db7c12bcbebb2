import { useTranslation } from 'react-i18next';
import type { MoocCounts } from '@qiao/contracts/catalogue-mooc';
import styles from './mooc.module.css';
import { formatDuration } from '../../../../format/duration';

/** How much the course holds; kinds it has none of are left out. */
export function CourseCounts({ counts }: { counts: MoocCounts }) {
  const { t } = useTranslation('mooc');
  const rows: [string, string | number][] = [
    [t('details.counts.chapters'), counts.chapters],
    [t('details.counts.classHours'), counts.classHours],
  ];
  if (counts.videos > 0) rows.push([t('details.counts.videos'), counts.videos]);
  if (counts.documents > 0) rows.push([t('details.counts.documents'), counts.documents]);
  if (counts.videoSeconds > 0) {
    rows.push([t('details.counts.videoTime'), formatDuration(counts.videoSeconds)]);
  }
  return (
    <section className={styles.panel} aria-labelledby="mooc-counts">
      <h2 id="mooc-counts" className={styles.panelTitle}>
        {t('details.counts.label')}
      </h2>
      <dl className={styles.counts}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
