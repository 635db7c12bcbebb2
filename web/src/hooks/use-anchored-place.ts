import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';

/** Where a popup goes, from its anchor's box, the page's direction and the window's width. */
export type PlaceFor = (anchor: DOMRect, rtl: boolean, windowWidth: number) => CSSProperties;

/**
 * The fixed place of a popup drawn over the page (the top window clips what overflows it), kept
 * beside its anchor while `open` as the window resizes or anything scrolls.
 */
export function useAnchoredPlace(
  open: boolean,
  anchor: RefObject<HTMLElement | null>,
  placeFor: PlaceFor,
): CSSProperties {
  const [place, setPlace] = useState<CSSProperties>({});
  useLayoutEffect(() => {
    if (!open) return;
    const follow = () => {
      const element = anchor.current;
      if (!element) return;
      const rtl = getComputedStyle(element).direction === 'rtl';
      setPlace(
        placeFor(element.getBoundingClientRect(), rtl, document.documentElement.clientWidth),
      );
    };
    follow();
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, true);
    return () => {
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, true);
    };
    // placeFor is read when the popup opens and as the page moves; its identity does not matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, anchor]);
  return place;
}
