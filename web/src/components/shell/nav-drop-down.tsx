import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import { useTranslation } from 'react-i18next';
import { SvgIcon } from '../icon/svg-icon';
import { navLinkProps, type NavEntry } from './nav-entry';
import { NavLinkLabel } from './nav-link-label';
import styles from './nav-drop-down.module.css';

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
 * entry's link opens its own page, the arrow button beside it shows the lists' links. The lists
 * are drawn fixed under the entry, because the top window clips what overflows it. Escape, a click
 * elsewhere, leaving with Tab or choosing a link closes them.
 */
export function NavDropDown({ entry, trail, linkClassName }: NavDropDownProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const item = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [place, setPlace] = useState<CSSProperties>({});

  // Under the entry, its start edge lined up with the entry's: left in Chinese, right in Arabic.
  useLayoutEffect(() => {
    if (!open) return;
    const follow = () => {
      const box = item.current?.getBoundingClientRect();
      if (!box) return;
      const rtl = getComputedStyle(item.current as Element).direction === 'rtl';
      const width = document.documentElement.clientWidth;
      setPlace({
        top: box.bottom,
        ...(rtl ? { right: Math.max(0, width - box.right) } : { left: Math.max(0, box.left) }),
      });
    };
    follow();
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, true);
    return () => {
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, true);
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (!item.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <li ref={item} className={styles.item} onKeyDown={onKeyDown} onBlur={onBlur}>
      <a
        {...navLinkProps(entry)}
        aria-current={currentMark(entry.key, trail)}
        className={linkClassName}
      >
        <span aria-hidden="true">{entry.icon}</span>
        <NavLinkLabel entry={entry} />
      </a>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={entry.childrenLabelKey ? t(entry.childrenLabelKey) : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <SvgIcon icon={DownOutlined} className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      <ul id={panelId} className={styles.panel} style={place} hidden={!open}>
        {entry.children?.map((child) => (
          <li key={child.key}>
            <a
              {...navLinkProps(child)}
              aria-current={currentMark(child.key, trail)}
              className={styles.link}
              onClick={() => setOpen(false)}
            >
              <span className={styles.icon} aria-hidden="true">
                {child.icon}
              </span>
              <NavLinkLabel entry={child} />
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}
