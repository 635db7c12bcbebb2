import dayjs from 'dayjs';
import localeData from 'dayjs/plugin/localeData';
import 'dayjs/locale/ar';
import { afterEach, describe, expect, it } from 'vitest';
import { mondayFirstCalendarLocale } from './monday-first-locale';

dayjs.extend(localeData);
const before = dayjs.locale();

afterEach(() => void dayjs.locale(before));

describe('the learning calendar in Arabic', () => {
  it('draws weeks from Monday, the plan’s natural weeks, while other pickers keep Saturday', () => {
    dayjs.locale('ar');
    const locale = mondayFirstCalendarLocale({ lang: { locale: 'ar_EG' } as never });
    expect(locale.lang.locale).toBe('ar-monday');
    expect(dayjs().locale(locale.lang.locale).localeData().firstDayOfWeek()).toBe(1);
    // Arabic names of days and months are the same as Arabic's own.
    expect(dayjs('2026-11-23').locale(locale.lang.locale).format('dddd MMMM')).toBe(
      dayjs('2026-11-23').locale('ar').format('dddd MMMM'),
    );
    expect(dayjs().locale('ar').localeData().firstDayOfWeek()).toBe(6);
    expect(dayjs.locale()).toBe('ar');
  });
});

describe('the learning calendar on a phone', () => {
  it('heads its columns with the short weekday names, from Sunday as antd expects', () => {
    dayjs.locale('ar');
    const locale = mondayFirstCalendarLocale({ lang: { locale: 'ar_EG' } as never }, true);
    expect(locale.lang.shortWeekDays).toEqual(dayjs.Ls.ar!.weekdaysShort);
    expect(locale.lang.shortWeekDays?.[1]).toBe('إثنين');
    expect(
      mondayFirstCalendarLocale({ lang: { locale: 'ar_EG' } as never }).lang.shortWeekDays,
    ).toBeUndefined();
  });
});
