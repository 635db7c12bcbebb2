import { existsSync } from 'node:fs';
import path from 'node:path';

const BUNDLED = path.join(import.meta.dirname, 'bundled');

/**
 * The demo's fonts: subsets of Noto Sans SC (only the characters the demo's texts use) and of
 * DejaVu Sans (Latin with tone marks, and Arabic with its joining forms) ship with the seed, so
 * PDFs, covers and clips read the same on a machine without CJK or Arabic fonts installed.
 */
export const DEMO_FONTS = {
  chinese: path.join(BUNDLED, 'demo-sc.otf'),
  arabic: path.join(BUNDLED, 'demo-latin-arabic.ttf'),
};

/** The first of `files` that exists: the bundled subset, else a system font. */
export function firstFont(...files: string[]): string | undefined {
  return files.find((file) => existsSync(file));
}

export const chineseFont = () =>
  firstFont(DEMO_FONTS.chinese, '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc');
export const latinArabicFont = () =>
  firstFont(DEMO_FONTS.arabic, '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf');
