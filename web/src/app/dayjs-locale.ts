import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import type { Language } from '@qiao/contracts/languages';

const DAYJS_LOCALES: Record<Language, string> = { ar: 'ar', zh: 'zh-cn', en: 'en' };

/** Date pickers name months and weekdays in the interface language. */
export function applyDayjsLocale(language: Language): void {
  dayjs.locale(DAYJS_LOCALES[language]);
}
