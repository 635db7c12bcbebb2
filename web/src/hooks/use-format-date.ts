import { useMemo } from 'react';
import { formatDate, formatDateTime, formatRelative, type TimeValue } from '../format/dates';
import { useLanguage } from './use-language';

/** The date formatters bound to the interface language; a component re-renders when it changes. */
export function useFormatDate() {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      date: (value: TimeValue) => formatDate(value, language),
      dateTime: (value: TimeValue) => formatDateTime(value, language),
      relative: (value: TimeValue, now?: Date) => formatRelative(value, language, now),
    }),
    [language],
  );
}
