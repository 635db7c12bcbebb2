import { App, Badge, Button, Empty, Skeleton, Space, Tabs, Table } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PlanCourse, PlanItem } from '@qiao/contracts/plans';
import type { UserSummary } from '@qiao/contracts/users';
import { RequireLogin } from '../../../../session/require-login';
import { useLanguage } from '../../../../hooks/use-language';
import { useRunningPlans, useUnfinishedCount } from '../../api/use-plan-reads';
import { useDeletePlan, useFinishItem, useResetPlan } from '../../api/use-plan-changes';
import { CourseItems } from '../../components/course-items';
import { PlanFigures } from '../../components/plan-figures';
import { PlanItems } from '../../components/plan-items';
import { PlanWeek } from '../../components/plan-week';
import { ReviewsDue } from '../../components/reviews-due';
import { displayedWeeks } from '../../rules/date-difference';
import { formatPlanDate } from '../../rules/plan-date-format';
import {
  calendarLink,
  changePlanLink,
  joinLink,
  myPlanLink,
  PLAN_NEW_ROUTES,
} from '../../plans-routes';
import styles from '../../plans.module.css';
import { TitleText } from '../../components/title-text';

type RunningPlan = NonNullable<ReturnType<typeof useRunningPlans>['data']>['list'][number];

function CourseLoads({
  courses,
  planId,
  today,
}: {
  courses: readonly PlanCourse[];
  planId: string;
  today: string;
}) {
  const { t } = useTranslation('plans');
  const { language } = useLanguage();
  return (
    <Table<PlanCourse>
      rowKey="courseId"
      size="small"
      pagination={false}
      // On a phone the table scrolls inside itself instead of widening the page.
      scroll={{ x: 'max-content' }}
      dataSource={[...courses]}
      expandable={{
        expandedRowRender: (course) => (
          <CourseItems planId={planId} courseId={course.courseId} today={today} />
        ),
      }}
      columns={[
        {
          title: t('courses.course'),
          dataIndex: 'title',
          render: (title: string) => <TitleText>{title}</TitleText>,
        },
        {
          title: t('courses.dailyLoad'),
          render: (_, course) => t('courses.perDay', { count: course.dailyLoad }),
        },
        {
          title: t('courses.progress'),
          render: (_, course) =>
            t('courses.doneOf', { done: course.doneItems, total: course.totalItems }),
        },
        {
          title: t('courses.endDate'),
          render: (_, course) =>
            course.endDate ? formatPlanDate(course.endDate, language, 'full') : '—',
        },
      ]}
    />
  );
}

function OnePlan({ plan }: { plan: RunningPlan }) {
  const { t } = useTranslation('plans');
  const { language } = useLanguage();
  const { modal, message } = App.useApp();
  const finish = useFinishItem(plan.id);
  const reset = useResetPlan(plan.id);
  const remove = useDeletePlan();
  const weeksLeft = plan.endDate ? displayedWeeks(plan.today, plan.endDate) : null;

  const onFinish = (item: PlanItem) =>
    void finish
      .mutateAsync(item.id)
      .then((done) =>
        message.success(t(done.status === 'doneLate' ? 'items.doneLate' : 'items.done')),
      )
      .catch(() => undefined);

  return (
    <div>
      <p className={styles.muted}>
        {t(`kind.${plan.kind}`)} · {t('plan.daysPerWeek', { count: plan.daysPerWeek })} ·{' '}
        {formatPlanDate(plan.startDate, language, 'full')}
        {plan.endDate && <> – {formatPlanDate(plan.endDate, language, 'full')}</>}
        {weeksLeft !== null && <> · {t('plan.weeksLeft', { count: weeksLeft })}</>}
        {plan.examDate && (
          <> · {t('plan.examOn', { date: formatPlanDate(plan.examDate, language, 'full') })}</>
        )}
      </p>
      <Space wrap className={styles.toolbar}>
        <Link to={changePlanLink(plan.id)}>
          <Button type="primary">{t('actions.changePlan')}</Button>
        </Link>
        <Link to={calendarLink(plan.id)}>
          <Button>{t('actions.calendar')}</Button>
        </Link>
        {plan.postponedItems > 0 && (
          <Button
            loading={reset.isPending}
            onClick={() =>
              void reset
                .mutateAsync()
                .then(({ moves }) =>
                  message.success(t('actions.resetDone', { count: moves.length })),
                )
                .catch(() => undefined)
            }
          >
            {t('actions.reset')}
          </Button>
        )}
        <Button
          danger
          onClick={() =>
            modal.confirm({
              title: t('actions.deleteTitle'),
              content: t('actions.deleteExplain'),
              okText: t('actions.delete'),
              okButtonProps: { danger: true },
              cancelText: t('actions.cancel'),
              onOk: () => remove.mutateAsync(plan.id),
            })
          }
        >
          {t('actions.delete')}
        </Button>
      </Space>
      <section className={styles.panel} aria-labelledby={`today-${plan.id}`}>
        <h2 id={`today-${plan.id}`} className={styles.sectionTitle}>
          {t('today.title', { date: formatPlanDate(plan.today, language, 'day') })}
        </h2>
        <PlanItems
          items={plan.todayItems}
          onFinish={onFinish}
          finishing={finish.isPending ? (finish.variables ?? null) : null}
          showDates
        />
      </section>
      <section className={styles.panel} aria-labelledby={`week-${plan.id}`}>
        <h2 id={`week-${plan.id}`} className={styles.sectionTitle}>
          {t('week.title')}
        </h2>
        <PlanWeek planId={plan.id} today={plan.today} />
      </section>
      <section className={styles.panel} aria-labelledby={`figures-${plan.id}`}>
        <h2 id={`figures-${plan.id}`} className={styles.sectionTitle}>
          {t('figures.title')}
        </h2>
        <PlanFigures planId={plan.id} />
      </section>
      <section className={styles.panel} aria-labelledby={`courses-${plan.id}`}>
        <h2 id={`courses-${plan.id}`} className={styles.sectionTitle}>
          {t('courses.title')}
        </h2>
        <CourseLoads courses={plan.courses} planId={plan.id} today={plan.today} />
      </section>
    </div>
  );
}

function MyPlan(_: { user: UserSummary }) {
  const { t } = useTranslation('plans');
  const [search, setSearch] = useSearchParams();
  const plans = useRunningPlans();
  const unfinished = useUnfinishedCount();
  if (plans.isPending) return <Skeleton active className={styles.page} />;
  const list = plans.data?.list ?? [];
  const chosen = list.find((plan) => plan.id === search.get('plan')) ?? list[0];
  const waiting = (unfinished.data?.today ?? 0) + (unfinished.data?.postponed ?? 0);

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <h1 className={`${styles.title} ${styles.grow}`}>
          {t('myPlan.title')}{' '}
          {waiting > 0 && (
            <Badge
              count={waiting}
              title={t('myPlan.unfinished', {
                today: unfinished.data?.today ?? 0,
                postponed: unfinished.data?.postponed ?? 0,
              })}
            />
          )}
        </h1>
        <Link to={PLAN_NEW_ROUTES.makePlan}>
          <Button type="primary">{t('actions.makePlan')}</Button>
        </Link>
        <Link to={joinLink()}>
          <Button>{t('actions.join')}</Button>
        </Link>
        <Link to={PLAN_NEW_ROUTES.completePlan}>
          <Button type="link">{t('actions.completed')}</Button>
        </Link>
      </div>
      {waiting > 0 && (
        <p className={styles.intro}>
          {t('myPlan.unfinished', {
            today: unfinished.data?.today ?? 0,
            postponed: unfinished.data?.postponed ?? 0,
          })}
        </p>
      )}
      <ReviewsDue
        reviews={plans.data?.reviewsDue ?? []}
        className={styles.reviews}
        describe={(review) => t(`reviews.${review.kind}`, { count: review.count })}
      />
      {!chosen ? (
        <Empty description={t('myPlan.none')}>
          <Space>
            <Link to={PLAN_NEW_ROUTES.makePlan}>
              <Button type="primary">{t('actions.makePlan')}</Button>
            </Link>
            <Link to={joinLink()}>
              <Button>{t('actions.join')}</Button>
            </Link>
          </Space>
        </Empty>
      ) : list.length > 1 ? (
        <Tabs
          activeKey={chosen.id}
          onChange={(id) => setSearch(new URLSearchParams(myPlanLink(id).search))}
          items={list.map((plan) => ({
            key: plan.id,
            label: <TitleText>{plan.title || t('plan.untitled')}</TitleText>,
            children: <OnePlan plan={plan} />,
          }))}
        />
      ) : (
        <>
          <h2 className={styles.sectionTitle}>
            <TitleText>{chosen.title || t('plan.untitled')}</TitleText>
          </h2>
          <OnePlan plan={chosen} />
        </>
      )}
    </div>
  );
}

/** `/pages/plan-new/my-plan` (spec: top menu "my plan", plan management). */
export default function MyPlanPage() {
  return <RequireLogin>{(user) => <MyPlan user={user} />}</RequireLogin>;
}
