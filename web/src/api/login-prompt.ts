import i18next from 'i18next';
import { feedback } from './feedback';

/** Where a login finds the route to come back to. */
export const REDIRECT_STORAGE_KEY = 'redirect';

// Until the shell sets the passport's login (mount.tsx): the home, whose top window has the login
// button. An absolute address, so it also leaves a page served at an unknown path (the 404 shell).
const goToLoginPage = () => window.location.assign('/#/');

let requestLogin: () => void = goToLoginPage;

/** Lets the login feature replace the default navigation (for example with a passport redirect). */
export function setLoginRequester(next: (() => void) | undefined): void {
  requestLogin = next ?? goToLoginPage;
}

export function currentHashRoute(): string {
  return window.location.hash.replace(/^#/, '') || '/';
}

let promptOpen = false;

/** Asks once, however many calls failed with 401 at the same moment. */
export function promptLogin(): void {
  if (promptOpen) return;
  promptOpen = true;
  feedback().confirm({
    title: i18next.t('loginPrompt.title', { ns: 'api' }),
    content: i18next.t('loginPrompt.content', { ns: 'api' }),
    okText: i18next.t('loginPrompt.confirm', { ns: 'api' }),
    cancelText: i18next.t('loginPrompt.cancel', { ns: 'api' }),
    onOk: () => {
      try {
        window.localStorage.setItem(REDIRECT_STORAGE_KEY, currentHashRoute());
      } catch {
        // Storage blocked: the login still works, it just lands on the home page afterwards.
      }
      requestLogin();
    },
    afterClose: () => {
      promptOpen = false;
    },
  });
}
