import { useContext, useState } from 'react';
import { Button, Calendar, ConfigProvider, Segmented, Skeleton, Space } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@qiao/contracts/limits';
import type { PlanDay } from '@qiao/contracts/plans';
import { useLanguage } from '../../../hooks/use-language';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { useCalendarDays } from '../api/use-calendar';
import { daysByDate, monthGrid } from '../rules/calendar-days';
import { addDays, monthOf, shiftMonth, weekOf } from '../rules/local-dates';
import { formatPlanDate } from '../rules/plan-date-format';
import { dayTone } from '../rules/status-colours';
import { mondayFirstCalendarLocale, type CalendarLocale } from './monday-first-locale';
import { PlanItems } from './plan-items';
import { StatusLegend } from './status-legend';
import { WeekStrip } from './week-strip';
import styles from '../plans.module.css';
import { TitleText } from './title-text';

type View = 'month' | 'week';

/** A phone's width: short weekday heads, and a day's items as dots (listed below when chosen). */
const PHONE = `(max-width: ${LIMITS.mobileBreakpointPx - 1}px)`;

/** A day of the month view, drawn by Qiao (antd's own cell would paint over the tone). */
function DayCell({
  day,
  date,
  today,
  chosen,
}: {
  day: PlanDay | undefined;
  date: Dayjs;
  today: string;
  chosen: boolean;
}) {
  const { t } = useTranslation('plans');
  const tone = dayTone(day?.status ?? null);
  const isToday = date.format('YYYY-MM-DD') === today;
  return (
    <div
      className={[
        styles.calendarCell,
        tone ? styles[`tone-${tone}`] : '',
        chosen ? styles.calendarCellChosen : '',
      ].join(' ')}
      data-date={date.format('YYYY-MM-DD')}
      data-status={day?.status ?? ''}
    >
      <div className={isToday ? styles.weekDayToday : undefined}>
        {date.date()}
        {isToday && <span className={styles.muted}> · {t('week.today')}</span>}
      </div>
      {day && day.items.length > 0 && (
        // A phone shows one dot an item instead (too narrow for titles); the list stays for
        // screen readers, and the chosen day's items are listed in full below the month.
        <span className={styles.calendarDots} aria-hidden="true">
          {'•'.repeat(Math.min(day.items.length, 3))}
        </span>
      )}
      {day && day.items.length > 0 && (
        <ul>
          {day.items.slice(0, 2).map((item) => (
            <li key={item.id}>
              <TitleText>{item.title}</TitleText>
            </li>
          ))}
          {day.items.length > 2 && <li>{t('week.more', { count: day.items.length - 2 })}</li>}
        </ul>
      )}
    </div>
  );
}

/**
 * The learning calendar (spec: "learning calendar"): a month or a week over every running plan,
 * or over one plan, each day in its status colour with its items, and the chosen day's items
 * listed below. antd's Calendar draws the month in the interface language and direction.
 */
export function LearningCalendar({
  planId,
  face,
  initialDate,
}: {
  planId: string | null;
  face: 'new' | 'old';
  /** The day first shown (the plan's today). */
  initialDate: string;
}) {
  const { t } = useTranslation('plans');
  const { language } = useLanguage();
  const [view, setView] = useState<View>('month');
  const [focus, setFocus] = useState(initialDate);
  const [chosen, setChosen] = useState(initialDate);
  const month = monthOf(focus);
  const week = weekOf(focus);
  // Rows are the plan's natural weeks, Monday first, in every language (monday-first-locale.ts).
  const antdLocale = useContext(ConfigProvider.ConfigContext).locale;
  const phone = useMediaQuery(PHONE);
  const calendarLocale = mondayFirstCalendarLocale(
    antdLocale?.Calendar as Partial<CalendarLocale> | undefined,
    phone,
  );
  const range = view === 'month' ? monthGrid(month, 1) : { from: week[0]!, to: week[6]! };
  const calendar = useCalendarDays(planId, month, range, face);
  const byDate = daysByDate(calendar.data?.days ?? []);
  const today = calendar.data?.today ?? initialDate;

  const shift = (by: -1 | 1) => {
    const next = view === 'month' ? `${shiftMonth(month, by)}-01` : addDays(focus, 7 * by);
    setFocus(next);
  };
  const title =
    view === 'month'
      ? formatPlanDate(month, language, 'month')
      : `${formatPlanDate(week[0]!, language, 'day')} – ${formatPlanDate(week[6]!, language, 'day')}`;
  const chosenDay = byDate.get(chosen);

  return (
    <div>
      <div className={styles.toolbar}>
        <Space>
          <Button
            aria-label={t(view === 'month' ? 'calendar.previousMonth' : 'week.previous')}
            icon={<LeftOutlined className="qiao-mirror" aria-hidden />}
            onClick={() => shift(-1)}
          />
          <Button
            aria-label={t(view === 'month' ? 'calendar.nextMonth' : 'week.next')}
            icon={<RightOutlined className="qiao-mirror" aria-hidden />}
            onClick={() => shift(1)}
          />
          <Button
            onClick={() => {
              setFocus(today);
              setChosen(today);
            }}
          >
            {t('week.today')}
          </Button>
        </Space>
        <h2 className={`${styles.grow} ${styles.sectionTitle}`} aria-live="polite">
          {title}
        </h2>
        <Segmented<View>
          value={view}
          onChange={setView}
          options={[
            { value: 'month', label: t('calendar.month') },
            { value: 'week', label: t('calendar.week') },
          ]}
        />
      </div>
      <StatusLegend />
      {calendar.isPending ? (
        <Skeleton active />
      ) : view === 'month' ? (
        <>
          <Calendar
            className={styles.calendar}
            locale={calendarLocale}
            value={dayjs(focus)}
            headerRender={() => null}
            onSelect={(date, info) => {
              if (info.source !== 'date') return;
              setChosen(date.format('YYYY-MM-DD'));
              setFocus(date.format('YYYY-MM-DD'));
            }}
            fullCellRender={(date, info) =>
              info.type === 'date' ? (
                <DayCell
                  day={byDate.get(date.format('YYYY-MM-DD'))}
                  date={date}
                  today={today}
                  chosen={date.format('YYYY-MM-DD') === chosen}
                />
              ) : (
                info.originNode
              )
            }
          />
          <section aria-labelledby="calendar-chosen-day">
            <h3 id="calendar-chosen-day" className={styles.sectionTitle}>
              {formatPlanDate(chosen, language, 'full')}
            </h3>
            <PlanItems items={chosenDay?.items ?? []} />
          </section>
        </>
      ) : (
        <WeekStrip
          key={week[0]}
          days={week.map(
            (date) => byDate.get(date) ?? { date, studyDay: false, status: null, items: [] },
          )}
          today={today}
        />
      )}
    </div>
  );
}
