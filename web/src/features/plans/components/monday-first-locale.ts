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

/** antd's Calendar texts of the current language, drawing weeks from Monday. */
export function mondayFirstCalendarLocale(
  texts: Partial<CalendarLocale> | undefined,
): CalendarLocale {
  const locale = mondayFirst(dayjs.locale());
  const lang = (texts?.lang ?? {}) as CalendarLocale['lang'];
  return { ...texts, lang: { ...lang, locale } } as CalendarLocale;
}
