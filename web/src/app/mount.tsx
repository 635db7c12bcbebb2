import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import './fonts';
import './global.css';
import { initI18n } from './i18n';
import { setLoginRequester } from '../api/login-prompt';
import { currentEntry } from '../session/entry';
import { startLogin } from '../session/login-flow';

/** Decides the language first, so the very first paint is already in it and faces the right way. */
export function mount(app: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('the page has no #root element');
  initI18n();
  // Confirming the login prompt goes to the passport and comes back to the same page.
  setLoginRequester(() => void startLogin(currentEntry()));
  createRoot(container).render(<StrictMode>{app}</StrictMode>);
}
