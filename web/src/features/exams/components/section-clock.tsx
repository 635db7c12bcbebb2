import { useTranslation } from 'react-i18next';
import { clockText } from '../rules/section-items';
import styles from '../exams.module.css';

/** The time left in the section; the last minute is marked. */
export function SectionClock({ secondsLeft }: { secondsLeft: number | null }) {
  const { t } = useTranslation('exams');
  if (secondsLeft === null) return null;
  return (
    <span
      role="timer"
      aria-label={t('paper.timeLeft')}
      className={`${styles.clock} ${secondsLeft < 60 ? styles.clockLow : ''}`}
      dir="ltr"
    >
      {clockText(secondsLeft)}
    </span>
  );
}
