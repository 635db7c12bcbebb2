import { useTranslation } from 'react-i18next';
import { AddCourseForm } from '../../components/add-course-form';
import { LoadEditor } from '../../components/load-editor';
import { OldPlanFrame } from '../../components/old-plan-frame';
import styles from '../../plans.module.css';

/**
 * `/pages/plan/adjust-plan?plan=` (spec: adjust plan): each course's daily load, with the same
 * preview and confirmation as the new planner, and a course to add (createCourse).
 */
export default function AdjustPlanPage() {
  const { t } = useTranslation('plans');
  return (
    <OldPlanFrame title={t('load.title')}>
      {(planId) => (
        <>
          <p className={styles.intro}>{t('load.intro')}</p>
          <LoadEditor planId={planId} />
          <h2 className={styles.sectionTitle}>{t('old.addCourse')}</h2>
          <AddCourseForm planId={planId} />
        </>
      )}
    </OldPlanFrame>
  );
}
