import { useEffect, useRef } from 'react';
import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { summarizeRun, type RunResult } from '@qiao/contracts/writing-practice';
import { WRITING_RATINGS } from '@qiao/contracts/writing';
import { useFormatDate } from '../../../hooks/use-format-date';
import { RATING_COLORS } from './rating-colors';
import styles from './practice.module.css';

/** The end of a run: how many characters got each grade, and when each comes back. */
export function PracticeSummary({
  results,
  onAgain,
  onChooseAgain,
}: {
  results: readonly RunResult[];
  onAgain: () => void;
  onChooseAgain: () => void;
}) {
  const { t } = useTranslation('writing');
  const format = useFormatDate();
  const summary = summarizeRun(results);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The keyboard and screen readers land on the summary, not on the body.
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <section className={styles.summary} aria-labelledby="practice-summary-title">
      <h2 id="practice-summary-title" ref={titleRef} tabIndex={-1} className={styles.summaryTitle}>
        {t('practice.summary.title', { count: summary.written })}
      </h2>
      <ul className={styles.perRating} data-testid="practice-summary-grades">
        {WRITING_RATINGS.map((rating) => (
          <li key={rating}>
            <Tag color={RATING_COLORS[rating]}>{t(`practice.rating.${rating}`)}</Tag>
            <span>{summary.perRating[rating]}</span>
          </li>
        ))}
      </ul>
      <h3 id="practice-come-back" className={styles.subTitle}>
        {t('practice.summary.comeBack')}
      </h3>
      <ol className={styles.comeBack} aria-labelledby="practice-come-back">
        {summary.comeBack.map((result) => (
          <li key={result.char}>
            <span className={styles.char} lang="zh-CN">
              {result.char}
            </span>
            <Tag color={RATING_COLORS[result.rating]}>{t(`practice.rating.${result.rating}`)}</Tag>
            <span title={format.dateTime(result.due)}>{format.relative(result.due)}</span>
          </li>
        ))}
      </ol>
      <Space wrap>
        <Button type="primary" onClick={onAgain}>
          {t('practice.summary.again')}
        </Button>
        <Button onClick={onChooseAgain}>{t('practice.chooseAnother')}</Button>
      </Space>
    </section>
  );
}
