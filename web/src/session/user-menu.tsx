import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './user-menu.module.css';

export type UserMenuItem =
  | { key: string; icon: ReactNode; label: string; onSelect: () => void }
  | { key: string; divider: true };

/**
 * A menu button as the ARIA practices describe it, without a component library: Enter, Space or
 * ArrowDown open it on the first entry, the arrows, Home and End move, Escape closes and returns
 * to the button, Tab or a click elsewhere closes it.
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
  const entries = () =>
    Array.from(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    entries()[0]?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
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
        setOpen(false);
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
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-label={label}
          className={styles.menu}
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
        </ul>
      )}
    </div>
  );
}
