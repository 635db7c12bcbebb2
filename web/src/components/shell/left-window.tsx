import { useTranslation } from 'react-i18next';
import { currentMark } from './nav-drop-down';
import { navLinkProps, type NavEntry } from './nav-entry';
import { NavLinkLabel } from './nav-link-label';
import styles from './left-window.module.css';

function SideLink({
  entry,
  trail,
  nested,
}: {
  entry: NavEntry;
  trail: readonly string[];
  nested?: boolean;
}) {
  return (
    <a
      {...navLinkProps(entry)}
      aria-current={currentMark(entry.key, trail)}
      className={nested ? `${styles.link} ${styles.nested}` : styles.link}
    >
      <span className={styles.icon} aria-hidden="true">
        {entry.icon}
      </span>
      <NavLinkLabel entry={entry} />
    </a>
  );
}

/**
 * The spec's left window: the same entries as the top menu, shown from 1080 px wide; the lists
 * under an entry (the top menu's drop-down) are always shown, indented under it.
 */
export function LeftWindow({
  entries,
  trail,
}: {
  entries: readonly NavEntry[];
  trail: readonly string[];
}) {
  const { t } = useTranslation();
  return (
    <nav className={styles.leftWindow} aria-label={t('nav.sideLabel')} data-testid="left-window">
      <ul>
        {entries.map((entry) => (
          <li key={entry.key}>
            <SideLink entry={entry} trail={trail} />
            {entry.children && (
              <ul className={styles.children}>
                {entry.children.map((child) => (
                  <li key={child.key}>
                    <SideLink entry={child} trail={trail} nested />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
