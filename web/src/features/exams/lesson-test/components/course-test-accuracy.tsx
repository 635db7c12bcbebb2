import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { EXAM_LIMITS } from '@qiao/contracts/exams';
import { formatNumber } from '../../../../format/numbers';
import { inlineValue } from '../../../../format/inline-value';
import { useLanguage } from '../../../../hooks/use-language';
import { useCourseTestAccuracy } from '../api/use-lesson-test';
import styles from './lesson-test.module.css';

/**
 * A signed-in learner's lesson-test accuracy in a course (right answers ÷ questions over the latest
 * result of each test taken), beside the course's progress; nothing for a course without tests.
 */
export function CourseTestAccuracy({
  courseId,
  signedIn,
}: {
  courseId: string | undefined;
  signedIn: boolean;
}) {
  const { t } = useTranslation('examResults');
  const { language } = useLanguage();
  const accuracy = useCourseTestAccuracy(courseId, signedIn);
  if (!accuracy.data || accuracy.data.tests === 0) return null;
  const { data } = accuracy;
  const percent = (share: number) =>
    inlineValue(formatNumber(share, language, { style: 'percent', maximumFractionDigits: 0 }));
  const pass = percent(EXAM_LIMITS.lessonTestPassAccuracy);
  return (
    <section
      className={styles.accuracyCard}
      aria-labelledby="course-test-accuracy-title"
      data-testid="course-test-accuracy"
    >
      <h2 id="course-test-accuracy-title" className={styles.reviewTitle}>
        {t('courseAccuracy.title')}
      </h2>
      {data.accuracy === null ? (
        <p>{t('courseAccuracy.none')}</p>
      ) : (
        <>
          <Progress
            percent={Math.round(data.accuracy * 100)}
            status={data.passed ? 'success' : 'normal'}
            format={() => percent(data.accuracy ?? 0)}
            aria-label={t('courseAccuracy.title')}
          />
          <p>{t('courseAccuracy.accuracy', { percent: percent(data.accuracy) })}</p>
          <p>{t(data.passed ? 'courseAccuracy.reached' : 'courseAccuracy.notReached', { pass })}</p>
        </>
      )}
      <p>
        {t('courseAccuracy.taken', {
          taken: formatNumber(data.testsTaken, language),
          tests: formatNumber(data.tests, language),
        })}
      </p>
    </section>
  );
}
