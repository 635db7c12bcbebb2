import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@qiao/contracts/limits';
import { useMediaQuery } from '../../hooks/use-media-query';
import { Brand } from './brand';
import { LanguageSwitch } from './language-switch';
import { currentMark, NavDropDown } from './nav-drop-down';
import { navLinkProps, type NavEntry } from './nav-entry';
import { MoreMenu } from './more-menu';
import { NavLinkLabel } from './nav-link-label';
import { useMenuFit } from './use-menu-fit';
import styles from './top-window.module.css';

interface TopWindowProps {
  entries: readonly NavEntry[];
  /** The keys from the top entry down to the current page's (see activeTrail). */
  trail: readonly string[];
  /** The login widget, supplied by the app (the shell knows nothing of sessions). */
  userArea?: ReactNode;
}

/** Narrower than this, a viewport is a phone's (spec: the phone site's breakpoint). */
export const PHONE_WIDTH = `(max-width: ${LIMITS.mobileBreakpointPx - 1}px)`;

/** The spec's top window: 11rem high at every width, with the logo, the menu and the language. */
export function TopWindow({ entries, trail, userArea }: TopWindowProps) {
  const { t } = useTranslation();
  // A phone on a desktop page (one the phone site has not got): the compact logo and language.
  const narrow = useMediaQuery(PHONE_WIDTH);
  // What does not fit the window's width moves into "more"; the icon-only entries always show.
  const movable = entries.filter((entry) => !entry.iconOnlyOnTop);
  const pinned = entries.filter((entry) => entry.iconOnlyOnTop);
  const { list, compact, shown } = useMenuFit(
    movable.length,
    movable.map((entry) => t(entry.labelKey)).join('|'),
  );
  const shownEntries = shown === undefined ? movable : movable.slice(0, shown);
  const movedEntries = shown === undefined ? [] : movable.slice(shown);
  return (
    <header className={styles.topWindow} style={{ blockSize: `${LIMITS.topWindowHeightRem}rem` }}>
      <div className={styles.inner}>
        <div className={styles.bar}>
          <Brand href="/#/" compact={narrow} />
          <div className={styles.tools}>
            <LanguageSwitch compact={narrow} />
            {userArea}
          </div>
        </div>
        <nav className={styles.menu} aria-label={t('nav.topLabel')}>
          <ul ref={list} className={compact ? styles.compact : undefined}>
            {shownEntries.map((entry) => (
              <TopEntry key={entry.key} entry={entry} trail={trail} />
            ))}
            {(shown === undefined || movedEntries.length > 0) && (
              <MoreMenu entries={movedEntries} trail={trail} className={styles.link} />
            )}
            {pinned.map((entry) => (
              <TopEntry key={entry.key} entry={entry} trail={trail} />
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

/** One entry of the top menu: a link, or a link with its lists (`NavDropDown`). */
function TopEntry({ entry, trail }: { entry: NavEntry; trail: readonly string[] }) {
  const { t } = useTranslation();
  if (entry.children) {
    return <NavDropDown entry={entry} trail={trail} linkClassName={styles.link} />;
  }
  return (
    <li>
      <a
        {...navLinkProps(entry)}
        aria-current={currentMark(entry.key, trail)}
        className={entry.iconOnlyOnTop ? `${styles.link} ${styles.iconOnly}` : styles.link}
        title={entry.iconOnlyOnTop ? t(entry.labelKey) : undefined}
      >
        <span aria-hidden="true">{entry.icon}</span>
        {entry.iconOnlyOnTop ? (
          <span className="qiao-visually-hidden">{t(entry.labelKey)}</span>
        ) : (
          <NavLinkLabel entry={entry} />
        )}
      </a>
    </li>
  );
}
