import { intlLocaleOf, type Language } from '@qiao/contracts/languages';

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A file size for people, with the language's separators and Latin digits ("1.5 MB", "1٫5 MB"). */
export function formatSize(bytes: number, language: Language): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(intlLocaleOf(language), {
    maximumFractionDigits: unit === 0 ? 0 : 1,
  });
  return `${number.format(value)} ${UNITS[unit]}`;
}
