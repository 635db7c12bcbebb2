import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@qiao/contracts/limits';
import { useMediaQuery } from '../../hooks/use-media-query';
import { AppFooter } from './app-footer';
import { LeftWindow } from './left-window';
import { activeTrail, type NavEntry } from './nav-entry';
import { TopWindow } from './top-window';
import styles from './shell-layout.module.css';

const MAIN_ID = 'main-content';

interface ShellLayoutProps {
  entries: readonly NavEntry[];
  /** False when the page itself is unknown (served with 404): no entry is the current one. */
  highlightActive?: boolean;
  userArea?: ReactNode;
}

/** Desktop frame: top window, left window from 1080 px, the routed page, the footer. */
export function ShellLayout({ entries, highlightActive = true, userArea }: ShellLayoutProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const wide = useMediaQuery(`(min-width: ${LIMITS.leftWindowMinWidthPx}px)`);
  const trail = highlightActive ? activeTrail(entries, pathname) : [];
  return (
    <div className={styles.shell}>
      {/* A button, not a #fragment link: fragments belong to the hash router. */}
      <button
        type="button"
        className={styles.skip}
        onClick={() => document.getElementById(MAIN_ID)?.focus()}
      >
        {t('skipToContent')}
      </button>
      <TopWindow entries={entries} trail={trail} userArea={userArea} />
      <div className={styles.body}>
        {wide && <LeftWindow entries={entries} trail={trail} />}
        <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <AppFooter />
    </div>
  );
}
