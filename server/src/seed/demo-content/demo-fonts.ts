import path from 'node:path';

const BUNDLED = path.join(import.meta.dirname, 'bundled');

/**
 * The demo's fonts, bundled: subsets of Noto Sans CJK SC (only the characters the demo's texts
 * use; OFL-1.1) and of DejaVu Sans (Latin with tone marks, Arabic with its joining forms), so
 * PDFs and covers read the same on a machine without any CJK or Arabic font installed.
 * `bundled/make-demo-fonts.mjs` remakes them after a demo text changes; a unit test fails when a
 * demo text uses a character they lack.
 */
export const DEMO_FONTS = {
  chinese: path.join(BUNDLED, 'demo-sc.otf'),
  chineseBold: path.join(BUNDLED, 'demo-sc-bold.otf'),
  latinArabic: path.join(BUNDLED, 'demo-latin-arabic.ttf'),
};

/** Family names inside those files, for Pango's font descriptions. */
export const DEMO_FAMILIES = { chinese: 'Noto Sans CJK SC', latinArabic: 'DejaVu Sans' };
