import { Card, Progress, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlanSummary } from '@qiao/contracts/plans';
import { useLanguage } from '../../../hooks/use-language';
import { displayedWeeks } from '../rules/date-difference';
import { formatPlanDate } from '../rules/plan-date-format';
import styles from '../plans.module.css';
import { TitleText } from './title-text';

/** A plan as lists show it: its name, kind, span in weeks, and how much of it is done. */
export function PlanCard({ plan, extra }: { plan: PlanSummary; extra?: React.ReactNode }) {
  const { t } = useTranslation('plans');
  const { language } = useLanguage();
  const end = plan.endDate ?? plan.startDate;
  const percent = plan.totalItems ? Math.round((plan.doneItems / plan.totalItems) * 100) : 0;
  return (
    <Card
      size="small"
      title={<TitleText>{plan.title || t('plan.untitled')}</TitleText>}
      extra={<Tag>{t(`kind.${plan.kind}`)}</Tag>}
    >
      <p className={styles.muted}>
        {formatPlanDate(plan.startDate, language, 'full')} – {formatPlanDate(end, language, 'full')}
        {' · '}
        {t('plan.weeks', { count: displayedWeeks(plan.startDate, end) })}
      </p>
      <Progress percent={percent} size="small" aria-label={t('plan.progress')} />
      <p className={styles.muted}>
        {t('plan.counts', {
          done: plan.doneItems,
          total: plan.totalItems,
          late: plan.doneLateItems,
        })}
      </p>
      {plan.completedAt && (
        <p className={styles.muted}>
          {t('plan.completedOn', {
            date: formatPlanDate(plan.completedAt.slice(0, 10), language, 'full'),
          })}
        </p>
      )}
      {extra}
    </Card>
  );
}
