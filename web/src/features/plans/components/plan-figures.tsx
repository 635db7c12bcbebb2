import { Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePeriodCounts } from '../api/use-plan-reads';
import styles from '../plans.module.css';

/** A plan's class hours: in all, done, done late, postponed and still to do. */
export function PlanFigures({ planId }: { planId: string }) {
  const { t } = useTranslation('plans');
  const counts = usePeriodCounts(planId);
  if (!counts.data) return null;
  const { total, done, doneLate, postponed, remaining } = counts.data;
  return (
    <div className={styles.stats}>
      <Statistic title={t('figures.total')} value={total} />
      <Statistic title={t('figures.done')} value={done} />
      <Statistic title={t('figures.doneLate')} value={doneLate} />
      <Statistic title={t('figures.postponed')} value={postponed} />
      <Statistic title={t('figures.remaining')} value={remaining} />
    </div>
  );
}
