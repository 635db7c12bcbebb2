import { Button, Progress } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RouteData } from '@qiao/contracts/route';
import type { submitLessonTest } from '@qiao/contracts/exams-calls';
import { formatNumber } from '../../../../format/numbers';
import { inlineValue } from '../../../../format/inline-value';
import { useLanguage } from '../../../../hooks/use-language';
import { ItemResult } from '../../exam-items';
import styles from './lesson-test.module.css';

/**
 * A marked lesson test: right answers ÷ questions as the accuracy, whether it reaches the pass
 * accuracy (it then counts for the course), the course's accuracy now, each question with the
 * given and the right answer, and the way to try again.
 */
export function LessonTestResult({
  outcome,
  passAccuracy,
  onTryAgain,
}: {
  outcome: RouteData<typeof submitLessonTest>;
  passAccuracy: number;
  onTryAgain: () => void;
}) {
  const { t } = useTranslation('examResults');
  const { language } = useLanguage();
  const { result } = outcome;
  const percent = (share: number) =>
    inlineValue(formatNumber(share, language, { style: 'percent', maximumFractionDigits: 0 }));
  return (
    <div className={styles.result} data-testid="lesson-test-result">
      <div className={styles.score} role="status">
        <Progress
          type="circle"
          size={88}
          percent={Math.round(result.accuracy * 100)}
          status={result.passed ? 'success' : 'exception'}
          format={() => percent(result.accuracy)}
          aria-hidden
        />
        <div>
          <p className={styles.accuracy}>
            {t('lessonTest.accuracy', { percent: percent(result.accuracy) })}
          </p>
          <p>
            {t('lessonTest.rightOfItems', {
              right: formatNumber(result.right, language),
              items: formatNumber(result.items, language),
            })}
          </p>
          <p className={result.passed ? styles.reached : styles.notReached}>
            {t(result.passed ? 'lessonTest.reached' : 'lessonTest.notReached', {
              pass: percent(passAccuracy),
            })}
          </p>
          <p className={styles.courseNow}>
            {t('lessonTest.courseNow', { percent: percent(outcome.courseAccuracy) })}
          </p>
        </div>
      </div>
      <Button icon={<ReloadOutlined aria-hidden />} onClick={onTryAgain}>
        {t('lessonTest.tryAgain')}
      </Button>
      <h3 className={styles.reviewTitle}>{t('lessonTest.review')}</h3>
      <ol className={styles.items}>
        {outcome.items.map((item, index) => (
          <li key={item.itemId} className={styles.item}>
            <ItemResult result={item} number={index + 1} />
          </li>
        ))}
      </ol>
    </div>
  );
}
