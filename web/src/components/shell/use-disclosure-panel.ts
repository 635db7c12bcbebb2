import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useAnchoredPlace } from '../../hooks/use-anchored-place';

/**
 * A top-menu item's panel, as the disclosure navigation of the ARIA practices: drawn fixed under
 * the item (the top window clips what overflows it), its start edge lined up with the item's
 * (left in Chinese, right in Arabic) unless that would take it past the window's edge. Escape, a click elsewhere or leaving with Tab closes it.
 */
export function useDisclosurePanel() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const item = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLUListElement>(null);

  const place = useAnchoredPlace(open, item, (box, rtl, width) => {
    // Kept inside the window: the menu's last item may be narrower than its panel.
    const furthest = Math.max(0, width - (panel.current?.offsetWidth ?? 0));
    return {
      top: box.bottom,
      ...(rtl
        ? { right: Math.min(furthest, Math.max(0, width - box.right)) }
        : { left: Math.min(furthest, Math.max(0, box.left)) }),
    };
  });

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

  return {
    open,
    close: () => setOpen(false),
    /** On the item's <li>. */
    itemProps: { ref: item, onKeyDown, onBlur },
    /** On the button that opens and closes the panel. */
    toggleProps: {
      ref: toggle,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((was) => !was),
    },
    /** On the panel's <ul>. */
    panelProps: { ref: panel, id: panelId, style: place, hidden: !open },
  };
}
