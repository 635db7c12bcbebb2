import { useTranslation } from 'react-i18next';
import type { PlanItemMove } from '@qiao/contracts/plans';
import { useLanguage } from '../../../hooks/use-language';
import { movesByDay } from '../rules/load-moves';
import { formatPlanDate } from '../rules/plan-date-format';
import styles from '../plans.module.css';
import { TitleText } from './title-text';

/** Days shown in full; a long course moves many hours, and the rest are counted. */
const DAYS_SHOWN = 6;

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
  const days = movesByDay(moves);
  const shown = days.slice(0, DAYS_SHOWN);
  const more = moves.length - shown.reduce((sum, day) => sum + day.moves.length, 0);
  return (
    <div data-testid="load-preview">
      <p>{t('load.previewIntro', { count: moves.length })}</p>
      <ul className={styles.items}>
        {shown.map(({ date, moves: landing }) => (
          <li key={date} className={styles.item} data-date={date}>
            <strong>{formatPlanDate(date, language, 'day')}</strong>
            <ul className={`${styles.items} ${styles.itemTitle}`}>
              {landing.map((move) => (
                <li key={move.itemId}>
                  <TitleText>{move.title}</TitleText>{' '}
                  <span className={styles.muted}>
                    {t('load.from', { date: formatPlanDate(move.from, language, 'day') })}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {more > 0 && <p>{t('load.moreMoves', { count: more })}</p>}
      {endDate && <p>{t('load.newEnd', { date: formatPlanDate(endDate, language, 'full') })}</p>}
    </div>
  );
}
