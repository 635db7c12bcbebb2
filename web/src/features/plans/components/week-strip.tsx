import { Button, Space } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanDay } from '@qiao/contracts/plans';
import { useLanguage } from '../../../hooks/use-language';
import { formatPlanDate } from '../rules/plan-date-format';
import { dayTone } from '../rules/status-colours';
import { PlanItems } from './plan-items';
import styles from '../plans.module.css';
import { TitleText } from './title-text';

/**
 * A natural week, Monday to Sunday, each day in its status colour with its items; choosing a day
 * lists its items below. In Arabic the week reads from the right, as the grid follows `dir`.
 */
export function WeekStrip({
  days,
  today,
  onShift,
}: {
  days: readonly PlanDay[];
  today: string;
  /** Goes to the week before (-1) or after (1). */
  onShift?: (by: -1 | 1) => void;
}) {
  const { t } = useTranslation('plans');
  const { language } = useLanguage();
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = days.find((day) => day.date === chosen) ?? days.find((day) => day.date === today);
  return (
    <div>
      {onShift && (
        <Space className={styles.toolbar}>
          <Button
            icon={<LeftOutlined className="qiao-mirror" aria-hidden />}
            onClick={() => onShift(-1)}
          >
            {t('week.previous')}
          </Button>
          <Button
            icon={<RightOutlined className="qiao-mirror" aria-hidden />}
            iconPlacement="end"
            onClick={() => onShift(1)}
          >
            {t('week.next')}
          </Button>
        </Space>
      )}
      <div className={styles.week} role="group" aria-label={t('week.label')}>
        {days.map((day) => {
          const tone = dayTone(day.status);
          const label = day.status ? t(`dayStatus.${day.status}`) : t('week.restDay');
          return (
            <button
              type="button"
              key={day.date}
              aria-pressed={shown?.date === day.date}
              aria-label={`${formatPlanDate(day.date, language, 'day')}: ${label}`}
              className={[
                styles.weekDay,
                tone ? styles[`tone-${tone}`] : '',
                day.date === today ? styles.weekDayToday : '',
              ].join(' ')}
              onClick={() => setChosen(day.date)}
            >
              <span>{formatPlanDate(day.date, language, 'day')}</span>
              {day.date === today && <span> · {t('week.today')}</span>}
              <br />
              <span className={styles.muted}>{label}</span>
              <ul className={styles.weekDayItems}>
                {day.items.slice(0, 3).map((item) => (
                  <li key={item.id}>
                    <TitleText>{item.title}</TitleText>
                  </li>
                ))}
                {day.items.length > 3 && <li>{t('week.more', { count: day.items.length - 3 })}</li>}
              </ul>
            </button>
          );
        })}
      </div>
      {shown && (
        <section aria-label={formatPlanDate(shown.date, language, 'full')}>
          <h3 className={styles.sectionTitle}>{formatPlanDate(shown.date, language, 'full')}</h3>
          <PlanItems items={shown.items} />
        </section>
      )}
    </div>
  );
}
