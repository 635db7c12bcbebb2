import { formatSize as formatSizeAsServer } from '@qiao/contracts/drive-rules';
import type { Language } from '@qiao/contracts/languages';
import { formatNumber } from './numbers';

/**
 * Every file size the web app shows. Two styles on purpose:
 * - the file space writes sizes exactly as the server does in its messages and limits
 *   ("5.25 MB", Latin digits, no grouping), so a limit in an error reads like the file list;
 * - catalogue attachments write them in the interface language's number style, one decimal.
 */

/** A file-space size: B to TB, base 1024, at most two decimals; missing reads "0 B". */
export function formatFileSize(bytes: number | null | undefined): string {
  return formatSizeAsServer(bytes);
}

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A size in the language's number style, at most one decimal: "1.5 MB", "1,023 B". */
export function formatSizeIn(bytes: number, language: Language): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = formatNumber(value, language, { maximumFractionDigits: unit === 0 ? 0 : 1 });
  return `${number} ${UNITS[unit]}`;
}
