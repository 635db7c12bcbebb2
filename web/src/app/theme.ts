import type { ThemeConfig } from 'antd';
import type { Language } from '@qiao/contracts/languages';

const ARABIC = "'Noto Sans Arabic'";
const CHINESE = "'Noto Sans SC'";
const SYSTEM = 'system-ui, -apple-system, "Segoe UI", sans-serif';

/** The script of the interface language comes first; the others cover mixed runs. */
export function fontFamilyFor(language: Language): string {
  const order = language === 'zh' ? [CHINESE, ARABIC] : [ARABIC, CHINESE];
  return [...order, SYSTEM].join(', ');
}

/** Deep teal for the bridge's water, warm gold for its lanterns. */
export const PALETTE = {
  primary: '#0f766e',
  primaryDeep: '#0b5d57',
  ink: '#1c2b29',
  inkSoft: '#4f5e5b',
  surface: '#f5f8f7',
  /** The chosen entry of a menu: a pale wash of the primary, under the deep teal (6.7:1). */
  selectedWash: '#e0f2ef',
} as const;

export function themeFor(language: Language): ThemeConfig {
  return {
    token: {
      colorPrimary: PALETTE.primary,
      colorInfo: PALETTE.primary,
      colorLink: PALETTE.primaryDeep,
      colorTextBase: PALETTE.ink,
      colorBgLayout: PALETTE.surface,
      // antd's default secondary grey is below 4.5:1 on white; this one reads well.
      colorTextDescription: PALETTE.inkSoft,
      colorTextTertiary: PALETTE.inkSoft,
      borderRadius: 10,
      fontSize: 15,
      fontFamily: fontFamilyFor(language),
    },
    components: {
      Card: { headerFontSize: 17 },
      // antd derives a grey from the ink for the selected entry, under which teal reads at 2.5:1.
      Menu: { itemSelectedBg: PALETTE.selectedWash, itemSelectedColor: PALETTE.primaryDeep },
    },
  };
}
