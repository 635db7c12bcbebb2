/** The longest the app's code waits for the page's thread to be idle after the video's frame. */
export const IDLE_WAIT_MS = 100;

/**
 * Settles after the next frame, once the page's thread is idle (at most IDLE_WAIT_MS later): what
 * the page showed is on the screen, and the browser's own work for it is done. Browsers without
 * idle callbacks (Safari) settle in the task after the frame.
 */
export function afterPaintWhenIdle(win: Window = window): Promise<void> {
  return new Promise((settle) =>
    win.requestAnimationFrame(() => {
      if (typeof win.requestIdleCallback === 'function') {
        win.requestIdleCallback(() => settle(), { timeout: IDLE_WAIT_MS });
      } else win.setTimeout(settle, 0);
    }),
  );
}
