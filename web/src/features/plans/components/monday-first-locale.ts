import type { CalendarProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

export type CalendarLocale = NonNullable<CalendarProps<Dayjs>['locale']>;

/**
 * The interface language's dayjs locale, with weeks from Monday. A plan's weeks are natural weeks
 * (Monday to Sunday: they are settled as such), so the learning calendar's rows must be those
 * weeks in every language, though Arabic calendars usually start on Saturday. Registered once per
 * language beside the original (dayjs's third argument), so other date pickers keep theirs.
 */
function mondayFirst(base: string): string {
  const name = `${base}-monday`;
  if (!dayjs.Ls[name]) dayjs.locale({ ...dayjs.Ls[base]!, name, weekStart: 1 }, undefined, true);
  return name;
}

/**
 * antd's Calendar texts of the current language, drawing weeks from Monday. On a phone
 * (`shortDays`) the column heads take the language's short weekday names (إثنين, 周一): seven
 * full names do not fit beside each other.
 */
export function mondayFirstCalendarLocale(
  texts: Partial<CalendarLocale> | undefined,
  shortDays = false,
): CalendarLocale {
  const base = dayjs.locale();
  const locale = mondayFirst(base);
  const lang = (texts?.lang ?? {}) as CalendarLocale['lang'];
  const short = shortDays ? dayjs.Ls[base]?.weekdaysShort : undefined;
  return {
    ...texts,
    lang: { ...lang, locale, ...(short ? { shortWeekDays: [...short] } : {}) },
  } as CalendarLocale;
}
