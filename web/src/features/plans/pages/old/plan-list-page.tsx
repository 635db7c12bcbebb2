import { Empty, Progress, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFinishedCount, useOldCourses, useSortCourses } from '../../api/use-old-plan';
import { OldPlanFrame } from '../../components/old-plan-frame';
import { SortableCourses } from '../../components/sortable-courses';
import styles from '../../plans.module.css';

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
  return (
    <OldPlanFrame title={t('old.courseOrder')}>
      {(planId) => <CourseOrder planId={planId} />}
    </OldPlanFrame>
  );
}
