import { Empty, Progress, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RequireLogin } from '../../../../session/require-login';
import {
  useFinishedCount,
  useOldCourses,
  useOldPlan,
  useSortCourses,
} from '../../api/use-old-plan';
import { SortableCourses } from '../../components/sortable-courses';
import { PLAN_OLD_ROUTES } from '../../plans-routes';
import styles from '../../plans.module.css';
import { TitleText } from '../../components/title-text';

function CourseOrder({ planId }: { planId: string }) {
  const { t } = useTranslation('plans');
  const courses = useOldCourses(planId);
  const finished = useFinishedCount(planId);
  const sort = useSortCourses(planId);
  if (courses.isPending) return <Skeleton active />;
  const list = courses.data?.courses ?? [];
  return (
    <>
      {finished.data && (
        <Progress
          percent={
            finished.data.total
              ? Math.round((finished.data.finished / finished.data.total) * 100)
              : 0
          }
          format={() => t('old.finished', { ...finished.data })}
          aria-label={t('plan.progress')}
        />
      )}
      <p className={styles.intro}>{t('sort.intro')}</p>
      {list.length === 0 ? (
        <Empty description={t('old.noCourses')} />
      ) : (
        <SortableCourses courses={list} busy={sort.isPending} onSort={(ids) => sort.mutate(ids)} />
      )}
    </>
  );
}

/** `/pages/plan/plan_list?plan=`: a plan's courses, put in order by drag and drop (planEditSort). */
export default function OldPlanListPage() {
  const { t } = useTranslation('plans');
  const [search] = useSearchParams();
  const plan = useOldPlan(search.get('plan'));
  return (
    <RequireLogin>
      {() => (
        <div className={styles.page}>
          <h1 className={styles.title}>{t('old.courseOrder')}</h1>
          {plan.isPending ? (
            <Skeleton active />
          ) : plan.data ? (
            <>
              <h2 className={styles.sectionTitle}>
                <TitleText>{plan.data.title || t('plan.untitled')}</TitleText>
              </h2>
              <CourseOrder planId={plan.data.id} />
            </>
          ) : (
            <Empty description={t('myPlan.none')}>
              <Link to={PLAN_OLD_ROUTES.plan}>{t('actions.makePlan')}</Link>
            </Empty>
          )}
        </div>
      )}
    </RequireLogin>
  );
}
