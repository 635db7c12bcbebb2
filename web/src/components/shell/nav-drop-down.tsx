import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import { useTranslation } from 'react-i18next';
import { SvgIcon } from '../icon/svg-icon';
import { navLinkProps, type NavEntry } from './nav-entry';
import { NavLinkLabel } from './nav-link-label';
import styles from './nav-drop-down.module.css';
import { useDisclosurePanel } from './use-disclosure-panel';

interface NavDropDownProps {
  entry: NavEntry;
  /** The keys from the top entry down to the current page's (see activeTrail). */
  trail: readonly string[];
  linkClassName: string | undefined;
}

/** aria-current of an entry: the page itself, or the top entry of the list holding it. */
export function currentMark(key: string, trail: readonly string[]) {
  if (trail.at(-1) === key) return 'page' as const;
  return trail.includes(key) ? ('true' as const) : undefined;
}

/**
 * A top-menu entry with lists under it, as the disclosure navigation of the ARIA practices: the
 * entry's link opens its own page, the arrow button beside it shows the lists' links
 * (`useDisclosurePanel`). Choosing a link closes them too.
 */
export function NavDropDown({ entry, trail, linkClassName }: NavDropDownProps) {
  const { t } = useTranslation();
  const { open, close, itemProps, toggleProps, panelProps } = useDisclosurePanel();

  return (
    <li {...itemProps} className={styles.item}>
      <a
        {...navLinkProps(entry)}
        aria-current={currentMark(entry.key, trail)}
        className={linkClassName}
      >
        <span aria-hidden="true">{entry.icon}</span>
        <NavLinkLabel entry={entry} />
      </a>
      <button
        {...toggleProps}
        className={styles.toggle}
        aria-label={entry.childrenLabelKey ? t(entry.childrenLabelKey) : undefined}
      >
        <SvgIcon icon={DownOutlined} className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      <ul {...panelProps} className={styles.panel}>
        {entry.children?.map((child) => (
          <PanelLink key={child.key} entry={child} trail={trail} onChoose={close} />
        ))}
      </ul>
    </li>
  );
}

/** One link of a top-menu panel; choosing it closes the panel. */
export function PanelLink({
  entry,
  trail,
  onChoose,
  nested = false,
}: {
  entry: NavEntry;
  trail: readonly string[];
  onChoose: () => void;
  /** A list's link under its entry in the "more" panel: set in from the entry. */
  nested?: boolean;
}) {
  return (
    <li>
      <a
        {...navLinkProps(entry)}
        aria-current={currentMark(entry.key, trail)}
        className={nested ? `${styles.link} ${styles.nested}` : styles.link}
        onClick={onChoose}
      >
        <span className={styles.icon} aria-hidden="true">
          {entry.icon}
        </span>
        <NavLinkLabel entry={entry} />
      </a>
    </li>
  );
}
