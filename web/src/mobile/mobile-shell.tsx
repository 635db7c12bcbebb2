import { Outlet } from 'react-router';
import { MOBILE_HOME } from '../app/mobile-redirect';
import { AppFooter } from '../components/shell/app-footer';
import { Brand } from '../components/shell/brand';
import { LanguageSwitch } from '../components/shell/language-switch';
import { LoginWidget } from '../session/login-widget';
import styles from './mobile-shell.module.css';

export function MobileShell() {
  return (
    <div className={styles.shell} data-testid="mobile-shell">
      <header className={styles.topBar}>
        <Brand href={MOBILE_HOME} compact />
        <div className={styles.tools}>
          <LanguageSwitch compact />
          <LoginWidget compact />
        </div>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
      <AppFooter />
    </div>
  );
}
