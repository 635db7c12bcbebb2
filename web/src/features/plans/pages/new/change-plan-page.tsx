import { Empty, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RequireLogin } from '../../../../session/require-login';
import { useRunningPlans } from '../../api/use-plan-reads';
import { LoadEditor } from '../../components/load-editor';
import { PlanCoursesEditor } from '../../components/plan-courses-editor';
import { PlanSettingsForm } from '../../components/plan-settings-form';
import { calendarLink, myPlanLink, PLAN_NEW_ROUTES } from '../../plans-routes';
import styles from '../../plans.module.css';
import { TitleText } from '../../components/title-text';

function ChangePlan() {
  const { t } = useTranslation('plans');
  const [search] = useSearchParams();
  const plans = useRunningPlans();
  if (plans.isPending) return <Skeleton active />;
  const list = plans.data?.list ?? [];
  const plan = list.find((one) => one.id === search.get('plan')) ?? list[0];
  if (!plan) {
    return (
      <Empty description={t('myPlan.none')}>
        <Link to={PLAN_NEW_ROUTES.makePlan}>{t('actions.makePlan')}</Link>
      </Empty>
    );
  }
  return (
    <>
      <h2 className={styles.sectionTitle}>
        <TitleText>{plan.title || t('plan.untitled')}</TitleText>
      </h2>
      <p className={styles.intro}>{t('load.intro')}</p>
      <LoadEditor planId={plan.id} />
      <PlanCoursesEditor plan={plan} />
      <section className={styles.panel} aria-labelledby="plan-settings-title">
        <h2 id="plan-settings-title" className={styles.sectionTitle}>
          {t('settings.title')}
        </h2>
        <PlanSettingsForm key={plan.id} plan={plan} />
      </section>
      <div className={styles.toolbar}>
        <Link to={myPlanLink(plan.id)}>{t('actions.backToPlan')}</Link>
        <Link to={calendarLink(plan.id)}>{t('actions.calendar')}</Link>
      </div>
    </>
  );
}

/**
 * `/pages/plan-new/change-plan?plan=`: each course's daily load, the plan's courses and what is
 * studied with them, and its settings (spec: adjust plan).
 */
export default function ChangePlanPage() {
  const { t } = useTranslation('plans');
  return (
    <RequireLogin>
      {() => (
        <div className={styles.page}>
          <h1 className={styles.title}>{t('load.title')}</h1>
          <ChangePlan />
        </div>
      )}
    </RequireLogin>
  );
}
