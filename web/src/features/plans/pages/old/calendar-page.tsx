import { Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RequireLogin } from '../../../../session/require-login';
import { useRunningPlans } from '../../api/use-plan-reads';
import { CalendarFeedPanel } from '../../components/calendar-feed-panel';
import { LearningCalendar } from '../../components/learning-calendar';
import { browserTimeZone, todayIn } from '../../rules/local-dates';
import styles from '../../plans.module.css';
import { TitleText } from '../../components/title-text';

function Calendar() {
  const { t } = useTranslation('plans');
  const [search] = useSearchParams();
  const planId = search.get('plan');
  const plans = useRunningPlans();
  if (plans.isPending) return <Skeleton active />;
  const plan = plans.data?.list.find((one) => one.id === planId);
  const today = plan?.today ?? plans.data?.list[0]?.today ?? todayIn(browserTimeZone());
  return (
    <>
      {plan && (
        <p className={styles.intro}>
          {t('calendar.onePlan')} <TitleText>{plan.title || t('plan.untitled')}</TitleText>
        </p>
      )}
      <section className={styles.panel}>
        <LearningCalendar planId={planId} face="old" initialDate={today} />
      </section>
      <CalendarFeedPanel />
    </>
  );
}

/**
 * `/pages/plan/calendar` (spec: learning calendar): every running plan by month or by week, or
 * one plan's with `?plan=`, and the calendar address for the phone's own calendar.
 */
export default function CalendarPage() {
  const { t } = useTranslation('plans');
  return (
    <RequireLogin>
      {() => (
        <div className={styles.page}>
          <h1 className={styles.title}>{t('calendar.title')}</h1>
          <Calendar />
        </div>
      )}
    </RequireLogin>
  );
}
