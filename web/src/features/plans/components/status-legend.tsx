import { useTranslation } from 'react-i18next';
import { DAY_STATUS_LEGEND, DAY_STATUS_TONES } from '../rules/status-colours';
import styles from '../plans.module.css';

/** What each day colour means, beside every calendar and week strip. */
export function StatusLegend() {
  const { t } = useTranslation('plans');
  return (
    <ul className={styles.legend} aria-label={t('legend.label')}>
      {DAY_STATUS_LEGEND.map((status) => (
        <li key={status}>
          <span
            className={`${styles.swatch} ${styles[`tone-${DAY_STATUS_TONES[status]}`]}`}
            aria-hidden
          />
          {t(`dayStatus.${status}`)}
        </li>
      ))}
    </ul>
  );
}
