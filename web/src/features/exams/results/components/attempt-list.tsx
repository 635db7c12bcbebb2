import { Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AttemptScores } from '@qiao/contracts/exams-calls';
import { formatNumber } from '../../../../format/numbers';
import { inlineValue } from '../../../../format/inline-value';
import { useFormatDate } from '../../../../hooks/use-format-date';
import { useLanguage } from '../../../../hooks/use-language';
import { examResultLink } from '../../exams-routes';
import styles from './results.module.css';

/**
 * Handed-in attempts, newest first: level, paper, date, points per section, total of max, passed
 * or not, and the way to the full result. Cards rather than a table, so a phone shows every
 * figure without scrolling sideways.
 */
export function AttemptList({
  attempts,
}: {
  /** An admin's list names each attempt's learner. */
  attempts: readonly (AttemptScores & { learnerName?: string })[];
}) {
  const { t } = useTranslation('examResults');
  const { language } = useLanguage();
  const { date } = useFormatDate();
  const number = (value: number) => formatNumber(value, language);
  const points = (value: number, max: number) =>
    inlineValue(t('attempts.points', { points: number(value), max: number(max) }));
  return (
    <ul className={styles.attempts} aria-label={t('attempts.label')}>
      {attempts.map((attempt) => {
        const when = date(attempt.submittedAt);
        return (
          <li key={attempt.attemptId} className={styles.attempt} data-testid="exam-attempt">
            <div className={styles.attemptHead}>
              {attempt.paper.levelName && (
                <Tag color="blue" className={styles.level}>
                  <bdi>{attempt.paper.levelName}</bdi>
                </Tag>
              )}
              <h3 className={styles.paperTitle} dir="auto">
                {attempt.paper.title}
              </h3>
              {attempt.learnerName !== undefined && (
                <span className={styles.learner}>
                  {t('admin.learner')}: <bdi>{attempt.learnerName}</bdi>
                </span>
              )}
              <time dateTime={attempt.submittedAt} className={styles.date}>
                {when}
              </time>
            </div>
            <dl className={styles.figures}>
              {attempt.sections.map((section) => (
                <div key={section.kind} className={styles.figure}>
                  <dt>{t(`section.${section.kind}`)}</dt>
                  <dd>{points(section.points, section.maxPoints)}</dd>
                </div>
              ))}
              <div className={`${styles.figure} ${styles.totalFigure}`}>
                <dt>{t('attempts.total')}</dt>
                <dd>{points(attempt.total, attempt.max)}</dd>
              </div>
            </dl>
            <div className={styles.attemptFoot}>
              <Tag color={attempt.passed ? 'success' : 'error'}>
                {t(attempt.passed ? 'attempts.passed' : 'attempts.notPassed')}
              </Tag>
              <span className={styles.passMark}>
                {t('attempts.passMark', { pass: inlineValue(number(attempt.pass)) })}
              </span>
              {attempt.submitCause === 'timeUp' && (
                <span className={styles.passMark}>{t('attempts.timeUp')}</span>
              )}
              <Link
                to={examResultLink(attempt.attemptId)}
                className={styles.open}
                aria-label={t('attempts.openOf', { paper: attempt.paper.title, date: when })}
              >
                {t('attempts.open')}
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
