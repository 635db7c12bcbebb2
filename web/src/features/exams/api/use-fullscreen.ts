import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};

/** Asks the browser for full screen (it must follow a click); a refusal changes nothing. */
export function enterFullscreen() {
  if (document.fullscreenElement || !document.documentElement.requestFullscreen) return;
  document.documentElement.requestFullscreen().catch(() => undefined);
}

export function leaveFullscreen() {
  if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
}

/** Whether the page is full screen now (after a reload it is not until the learner asks). */
export function useFullscreen() {
  const active = useSyncExternalStore(
    subscribe,
    () => Boolean(document.fullscreenElement),
    () => false,
  );
  return { active, enter: enterFullscreen };
}
