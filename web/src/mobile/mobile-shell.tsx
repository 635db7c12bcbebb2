import { Outlet } from 'react-router';
import { MOBILE_HOME } from '../app/mobile-redirect';
import { AppFooter } from '../components/shell/app-footer';
import { Brand } from '../components/shell/brand';
import { LanguageSwitch } from '../components/shell/language-switch';
import { LoginWidget } from '../session/login-widget';
import { MobileMenu, MobileMenuButton, useMobileMenu } from './mobile-menu';
import styles from './mobile-shell.module.css';

export function MobileShell() {
  const menu = useMobileMenu();
  return (
    <div className={styles.shell} data-testid="mobile-shell">
      <header className={styles.header}>
        <div className={styles.topBar}>
          <Brand href={MOBILE_HOME} compact />
          <div className={styles.tools}>
            <LanguageSwitch compact />
            <LoginWidget compact />
            <MobileMenuButton {...menu} />
          </div>
        </div>
        <MobileMenu {...menu} />
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
      <AppFooter />
    </div>
  );
}
