import { mobileRedirectTarget } from './mobile-redirect';
import { showStartFailure } from './start-failure';

// Phones leave before any of the desktop shell is downloaded: this entry is only a few lines,
// the shell itself is a separate chunk.
const mobileTarget = mobileRedirectTarget(window.location, window.innerWidth);
if (mobileTarget) {
  window.location.replace(mobileTarget);
} else {
  import('./bootstrap').then(({ startDesktop }) => startDesktop(), showStartFailure);
}
