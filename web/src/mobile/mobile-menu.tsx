import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import { MOBILE_HOME } from '../app/mobile-redirect';
import { HOME_PATHS, NAV_ENTRIES } from '../app/nav-entries';
import { SvgIcon } from '../components/icon/svg-icon';
import type { NavEntry } from '../components/shell/nav-entry';
import { NavLinkLabel } from '../components/shell/nav-link-label';
import styles from './mobile-menu.module.css';

/**
 * Where an entry leads on the phone: its route on the phone site, which opens the desktop page
 * while the phone site has none of its own (see OpenOnDesktop).
 */
function mobileHref(entry: NavEntry): string {
  if (entry.external || entry.serverPage) return entry.path;
  return (HOME_PATHS as readonly string[]).includes(entry.path)
    ? MOBILE_HOME
    : `/mobile/#${entry.path}`;
}

function MenuLink({
  entry,
  nested = false,
  onChoose,
}: {
  entry: NavEntry;
  nested?: boolean;
  onChoose: () => void;
}) {
  return (
    <a
      href={mobileHref(entry)}
      onClick={onChoose}
      className={nested ? `${styles.link} ${styles.nested}` : styles.link}
      {...(entry.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <span className={styles.icon} aria-hidden="true">
        {entry.icon}
      </span>
      <NavLinkLabel entry={entry} />
    </a>
  );
}

/** The phone's menu: a button in the top bar opening every entry of the desktop menu. */
export function MobileMenuButton({ open, onToggle, menuId }: MobileMenuState) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-expanded={open}
      aria-controls={menuId}
      aria-label={t('nav.menu')}
      onClick={onToggle}
    >
      <SvgIcon icon={open ? CloseOutlined : MenuOutlined} />
    </button>
  );
}

/** The entries, under the top bar, lists of an entry indented under it; closed after a choice. */
export function MobileMenu({ open, onClose, menuId }: MobileMenuState) {
  const { t } = useTranslation();
  if (!open) return null;
  return (
    <nav id={menuId} className={styles.menu} aria-label={t('nav.menu')}>
      <ul>
        {NAV_ENTRIES.map((entry) => (
          <li key={entry.key}>
            <MenuLink entry={entry} onChoose={onClose} />
            {entry.children && (
              <ul>
                {entry.children.map((child) => (
                  <li key={child.key}>
                    <MenuLink entry={child} nested onChoose={onClose} />
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

interface MobileMenuState {
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
  menuId: string;
}

/** Open on the route it was opened at: a new route (a choice made in it) closes it. */
export function useMobileMenu(): MobileMenuState {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuId = useId();
  const open = openAt === here;
  return {
    open,
    onToggle: () => setOpenAt(open ? null : here),
    onClose: () => setOpenAt(null),
    menuId,
  };
}
