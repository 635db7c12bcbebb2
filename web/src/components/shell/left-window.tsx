import { useTranslation } from 'react-i18next';
import { navLinkProps, type NavEntry } from './nav-entry';
import { NavLinkLabel } from './nav-link-label';
import styles from './left-window.module.css';

/** The spec's left window: the same entries as the top menu, shown from 1080 px wide. */
export function LeftWindow({
  entries,
  activeKey,
}: {
  entries: readonly NavEntry[];
  activeKey: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <nav className={styles.leftWindow} aria-label={t('nav.sideLabel')} data-testid="left-window">
      <ul>
        {entries.map((entry) => (
          <li key={entry.key}>
            <a
              {...navLinkProps(entry)}
              aria-current={entry.key === activeKey ? 'page' : undefined}
              className={styles.link}
            >
              <span className={styles.icon} aria-hidden="true">
                {entry.icon}
              </span>
              <NavLinkLabel entry={entry} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
