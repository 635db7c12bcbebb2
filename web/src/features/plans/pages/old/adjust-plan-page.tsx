import { Empty, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RequireLogin } from '../../../../session/require-login';
import { useOldPlan } from '../../api/use-old-plan';
import { AddCourseForm } from '../../components/add-course-form';
import { LoadEditor } from '../../components/load-editor';
import { PLAN_OLD_ROUTES } from '../../plans-routes';
import styles from '../../plans.module.css';
import { TitleText } from '../../components/title-text';

/**
 * `/pages/plan/adjust-plan?plan=` (spec: adjust plan): each course's daily load, with the same
 * preview and confirmation as the new planner, and a course to add (createCourse).
 */
export default function AdjustPlanPage() {
  const { t } = useTranslation('plans');
  const [search] = useSearchParams();
  const plan = useOldPlan(search.get('plan'));
  return (
    <RequireLogin>
      {() => (
        <div className={styles.page}>
          <h1 className={styles.title}>{t('load.title')}</h1>
          {plan.isPending ? (
            <Skeleton active />
          ) : plan.data ? (
            <>
              <h2 className={styles.sectionTitle}>
                <TitleText>{plan.data.title || t('plan.untitled')}</TitleText>
              </h2>
              <p className={styles.intro}>{t('load.intro')}</p>
              <LoadEditor planId={plan.data.id} />
              <h2 className={styles.sectionTitle}>{t('old.addCourse')}</h2>
              <AddCourseForm planId={plan.data.id} />
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
