import { useTranslation } from 'react-i18next';
import type { PlanItemMove } from '@qiao/contracts/plans';
import { useLanguage } from '../../../hooks/use-language';
import { movesByDay } from '../rules/load-moves';
import { formatPlanDate } from '../rules/plan-date-format';
import styles from '../plans.module.css';

/** Which class hours a lowered load moves, by the later day each lands on. */
export function LoadPreview({
  moves,
  endDate,
}: {
  moves: readonly PlanItemMove[];
  endDate: string | null;
}) {
  const { t } = useTranslation('plans');
  const { language } = useLanguage();
  return (
    <div data-testid="load-preview">
      <p>{t('load.previewIntro', { count: moves.length })}</p>
      <ul className={styles.items}>
        {movesByDay(moves).map(({ date, moves: landing }) => (
          <li key={date} className={styles.item}>
            <strong>{formatPlanDate(date, language, 'day')}</strong>
            <ul className={`${styles.items} ${styles.itemTitle}`}>
              {landing.map((move) => (
                <li key={move.itemId}>
                  <bdi>{move.title}</bdi>{' '}
                  <span className={styles.muted}>
                    {t('load.from', { date: formatPlanDate(move.from, language, 'day') })}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {endDate && <p>{t('load.newEnd', { date: formatPlanDate(endDate, language, 'full') })}</p>}
    </div>
  );
}
