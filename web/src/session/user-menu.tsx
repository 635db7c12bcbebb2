import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useAnchoredPlace } from '../hooks/use-anchored-place';
import styles from './user-menu.module.css';

export type UserMenuItem =
  | { key: string; icon: ReactNode; label: string; onSelect: () => void }
  | { key: string; divider: true };

/**
 * A menu button as the ARIA practices describe it, without a component library: Enter, Space or
 * ArrowDown open it on the first entry, the arrows, Home and End move, Escape closes and returns
 * to the button, Tab or a click elsewhere closes it. The list is drawn over the page (the top
 * window clips what overflows it), under the button's end edge, in either direction.
 */
export function UserMenu({
  label,
  button,
  items,
}: {
  /** The button's accessible name. */
  label: string;
  /** What the button shows. */
  button: ReactNode;
  items: readonly UserMenuItem[];
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const entries = () =>
    Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  // Under the button, its end edge lined up with the button's: right in Chinese, left in Arabic.
  const place = useAnchoredPlace(open, trigger, (box, rtl, width) => ({
    top: box.bottom + 4,
    ...(rtl ? { left: box.left } : { right: width - box.right }),
  }));

  useEffect(() => {
    if (!open) return;
    entries()[0]?.focus();
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!root.current?.contains(target) && !menu.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const list = entries();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => list[(index + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        move(at + 1);
        break;
      case 'ArrowUp':
        move(at - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(list.length - 1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        // From the button, so Tab goes on to what follows it in the page, not to the end of it.
        close(true);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div className={styles.root} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {button}
      </button>
      {open &&
        createPortal(
          <ul
            ref={menu}
            id={menuId}
            role="menu"
            aria-label={label}
            className={styles.menu}
            style={place}
            onKeyDown={onMenuKey}
          >
            {items.map((item) =>
              'divider' in item ? (
                <li key={item.key} role="separator" className={styles.divider} />
              ) : (
                <li
                  key={item.key}
                  role="menuitem"
                  tabIndex={-1}
                  className={styles.item}
                  onClick={() => {
                    close(false);
                    item.onSelect();
                  }}
                  onKeyDown={(event) => {
                    if (event.key !== 'Enter' && event.key !== ' ') return;
                    event.preventDefault();
                    close(true);
                    item.onSelect();
                  }}
                >
                  <span className={styles.icon} aria-hidden="true">
                    {item.icon}
                  </span>
                  {item.label}
                </li>
              ),
            )}
          </ul>,
          document.body,
        )}
    </div>
  );
}
