import { startPageEarly } from './early-starts';
import { mobileRedirectTarget } from './mobile-redirect';
import { showStartFailure } from './start-failure';

// Phones leave before any of the desktop shell is downloaded: this entry is only a few lines,
// the shell itself is a separate chunk.
const mobileTarget = mobileRedirectTarget(window.location, window.innerWidth);
if (mobileTarget) {
  window.location.replace(mobileTarget);
} else {
  // A phone kept on a desktop page (the phone site has none of its own) goes back to the phone
  // site when a link (the logo, the menu's home) leads to a page the phone site has.
  window.addEventListener('hashchange', () => {
    const target = mobileRedirectTarget(window.location, window.innerWidth);
    if (target) window.location.replace(target);
  });
  // The page's own first calls leave now, not after the shell has drawn; the shell's code follows
  // them (at once on most pages).
  void startPageEarly(window.location.hash)
    .then(() => import('./bootstrap'))
    .then(({ startDesktop }) => startDesktop(), showStartFailure);
}
