/** The two tabs of the share dialog (spec file space §2 dialogs). */
export type ShareTab = 'public' | 'link';

/** Spec §2: 100rem on the public tab, 60rem on the private link tab. */
export const SHARE_DIALOG_WIDTH: Record<ShareTab, string> = { public: '100rem', link: '60rem' };

/** Spec §2: the narrow layout applies at a screen width of 520 px or less. */
export const NARROW_SCREEN_MAX_PX = 520;
export const NARROW_SCREEN_QUERY = `(max-width: ${NARROW_SCREEN_MAX_PX}px)`;

export interface ShareDialogLayout {
  width: string;
  /** Labels above fields on narrow screens, beside them otherwise. */
  formLayout: 'vertical' | 'horizontal';
  /** Narrow screens stack the choices and stretch the buttons. */
  stacked: boolean;
}

/** How the dialog is laid out for a tab on a screen; narrow screens take the whole width. */
export function shareDialogLayout(tab: ShareTab, narrow: boolean): ShareDialogLayout {
  if (narrow) return { width: '100%', formLayout: 'vertical', stacked: true };
  return { width: SHARE_DIALOG_WIDTH[tab], formLayout: 'horizontal', stacked: false };
}
