import { useState } from 'react';
import { Button, Empty, Form, Progress, Skeleton, Space } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PLAN_LIMITS, type PlanSummary } from '@qiao/contracts/plans';
import { RequireLogin } from '../../../../session/require-login';
import { useLanguage } from '../../../../hooks/use-language';
import {
  useCreateDraft,
  useFinishedCount,
  useOldCourses,
  useOldPlan,
  useSortCourses,
  useStartStudy,
} from '../../api/use-old-plan';
import { AddCourseForm } from '../../components/add-course-form';
import { PlanSettingsFields, type PlanSettingsValue } from '../../components/plan-settings-fields';
import { SortableCourses } from '../../components/sortable-courses';
import { browserTimeZone, todayIn } from '../../rules/local-dates';
import { formatPlanDate } from '../../rules/plan-date-format';
import { adjustPlanLink, calendarLink, oldPlanListLink, PLAN_OLD_ROUTES } from '../../plans-routes';
import styles from '../../plans.module.css';
import { TitleText } from '../../components/title-text';

function NewDraft() {
  const { t } = useTranslation('plans');
  const timeZone = browserTimeZone();
  const today = todayIn(timeZone);
  const create = useCreateDraft();
  const [settings, setSettings] = useState<PlanSettingsValue>({
    title: '',
    daysPerWeek: 5,
    startDate: today,
  });
  return (
    <Form
      layout="vertical"
      className={styles.panel}
      onFinish={() =>
        void create
          .mutateAsync({
            title: settings.title.trim() || undefined,
            daysPerWeek: settings.daysPerWeek,
            startDate: settings.startDate,
            timeZone,
          })
          .catch(() => undefined)
      }
    >
      <PlanSettingsFields value={settings} onChange={setSettings} today={today} />
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        {t('old.createDraft')}
      </Button>
    </Form>
  );
}

function Draft({ plan }: { plan: PlanSummary }) {
  const { t } = useTranslation('plans');
  const courses = useOldCourses(plan.id);
  const start = useStartStudy(plan.id);
  const sort = useSortCourses(plan.id);
  return (
    <>
      <p className={styles.intro}>{t('old.draftIntro', { min: PLAN_LIMITS.minResources })}</p>
      <section className={styles.panel}>
        <AddCourseForm planId={plan.id} />
        <h2 className={styles.sectionTitle}>{t('courses.title')}</h2>
        {courses.data && courses.data.courses.length > 0 ? (
          <SortableCourses
            courses={courses.data.courses}
            onSort={(ids) => sort.mutate(ids)}
            busy={sort.isPending}
          />
        ) : (
          <Empty description={t('old.noCourses')} />
        )}
      </section>
      <Button
        type="primary"
        loading={start.isPending}
        onClick={() => void start.mutateAsync().catch(() => undefined)}
      >
        {t('old.start')}
      </Button>
    </>
  );
}

function Running({ plan }: { plan: PlanSummary }) {
  const { t } = useTranslation('plans');
  const { language } = useLanguage();
  const finished = useFinishedCount(plan.id);
  const percent = finished.data?.total
    ? Math.round((finished.data.finished / finished.data.total) * 100)
    : 0;
  return (
    <section className={styles.panel}>
      <p>
        {t('plan.daysPerWeek', { count: plan.daysPerWeek })} ·{' '}
        {formatPlanDate(plan.startDate, language, 'full')}
        {plan.endDate && <> – {formatPlanDate(plan.endDate, language, 'full')}</>}
      </p>
      {finished.data && (
        <>
          <Progress percent={percent} aria-label={t('plan.progress')} />
          <p>
            {t('old.finished', { finished: finished.data.finished, total: finished.data.total })}
          </p>
        </>
      )}
      <Space wrap>
        <Link to={oldPlanListLink(plan.id)}>
          <Button type="primary">{t('old.courseOrder')}</Button>
        </Link>
        <Link to={calendarLink(plan.id)}>
          <Button>{t('actions.calendar')}</Button>
        </Link>
        <Link to={adjustPlanLink(plan.id)}>
          <Button>{t('actions.changePlan')}</Button>
        </Link>
        <Link to={PLAN_OLD_ROUTES.completePlan}>
          <Button type="link">{t('actions.completed')}</Button>
        </Link>
      </Space>
    </section>
  );
}

function OldPlan() {
  const { t } = useTranslation('plans');
  const [search] = useSearchParams();
  const plan = useOldPlan(search.get('plan'));
  if (plan.isPending) return <Skeleton active />;
  return (
    <>
      {plan.data ? (
        <>
          <h2 className={styles.sectionTitle}>
            <TitleText>{plan.data.title || t('plan.untitled')}</TitleText>
          </h2>
          {plan.data.state === 'draft' ? <Draft plan={plan.data} /> : <Running plan={plan.data} />}
        </>
      ) : (
        <NewDraft />
      )}
    </>
  );
}

/**
 * `/pages/plan/plan`: the old planner builds a plan in steps, a draft with its days, then its
 * courses ("class hours must be added first"), then its layout.
 */
export default function OldPlanPage() {
  const { t } = useTranslation('plans');
  return (
    <RequireLogin>
      {() => (
        <div className={styles.page}>
          <h1 className={styles.title}>{t('old.title')}</h1>
          <OldPlan />
        </div>
      )}
    </RequireLogin>
  );
}
