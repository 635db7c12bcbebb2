import { useState } from 'react';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePlanWeek } from '../api/use-plan-reads';
import { addDays } from '../rules/local-dates';
import { StatusLegend } from './status-legend';
import { WeekStrip } from './week-strip';
import styles from '../plans.module.css';

/** A plan's natural week with its days' statuses, and the settled result of a past week. */
export function PlanWeek({ planId, today }: { planId: string; today: string }) {
  const { t } = useTranslation('plans');
  const [date, setDate] = useState(today);
  const week = usePlanWeek(planId, date);
  if (week.isPending) return <Skeleton active />;
  if (!week.data) return null;
  const { result } = week.data;
  return (
    <>
      <StatusLegend />
      <WeekStrip
        key={week.data.weekStart}
        days={week.data.days}
        today={week.data.today}
        onShift={(by) => setDate(addDays(week.data.weekStart, 7 * by))}
      />
      {result && (
        <p className={styles.muted}>
          {result.completed
            ? t('week.settledDone')
            : t('week.settled', {
                done: result.done + result.doneLate,
                planned: result.planned,
                postponed: result.postponed,
              })}
        </p>
      )}
    </>
  );
}
