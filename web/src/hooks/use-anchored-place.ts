import {
  useEffectEvent,
  useLayoutEffect,
  useState,
  type CSSProperties,
  type RefObject,
} from 'react';

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
  // The latest placeFor, read as the page moves: a caller's inline function renews no listener.
  const follow = useEffectEvent(() => {
    const element = anchor.current;
    if (!element) return;
    const rtl = getComputedStyle(element).direction === 'rtl';
    setPlace(placeFor(element.getBoundingClientRect(), rtl, document.documentElement.clientWidth));
  });
  useLayoutEffect(() => {
    if (!open) return;
    const onMove = () => follow();
    // Placed before the browser paints the opened popup, then again whenever the page moves.
    onMove();
    window.addEventListener('resize', onMove);
    window.addEventListener('scroll', onMove, true);
    return () => {
      window.removeEventListener('resize', onMove);
      window.removeEventListener('scroll', onMove, true);
    };
  }, [open]);
  return place;
}
