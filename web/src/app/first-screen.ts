/** The id of the first screen the server draws into the page (server platform/http/first-screen.ts). */
export const FIRST_SCREEN_ID = 'qiao-first-screen';

/**
 * The app's own drawing takes over from the server's first screen: the screen goes, and the app's
 * root, hidden while it showed, appears in the same frame. Called by the page the screen stands in
 * for once it has drawn the same things, and by every way the start can fail; does nothing when
 * there is no first screen (other routes, the phone site, a second call).
 */
export function leaveFirstScreen(): void {
  document.getElementById(FIRST_SCREEN_ID)?.remove();
}

/**
 * The layer a page's early start may show before the app has drawn anything (the class hour's
 * video: features/catalogue/mooc/player/early-video.ts). Its page takes it over.
 */
export const EARLY_LAYER_ID = 'qiao-early-layer';

/** The app could not start or draw its page: what stood in for it goes, so the error shows. */
export function leaveEarlyScreens(): void {
  leaveFirstScreen();
  document.getElementById(EARLY_LAYER_ID)?.remove();
}
