import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { entriesThatFit, type MenuWidths } from './menu-fit';

/**
 * How the top menu is drawn: roomy (icons, wide tabs) or compact (labels only, tabs closer), and
 * how many movable entries show; `shown` undefined while it is being measured.
 */
interface MenuFit {
  compact: boolean;
  shown: number | undefined;
  /** The entries and labels it was measured for. */
  labels: string;
}

const measureRoomy = (labels: string): MenuFit => ({ compact: false, shown: undefined, labels });

interface KnownWidths {
  labels: string;
  roomy?: MenuWidths;
  compact?: MenuWidths;
}

/** The gap between the menu's items, read from the list's style. */
function gapOf(list: HTMLElement): number {
  return parseFloat(getComputedStyle(list).columnGap) || 0;
}

function measure(list: HTMLElement, count: number): MenuWidths {
  const gap = gapOf(list);
  const items = [...list.children].map((item) => item.getBoundingClientRect().width + gap);
  return {
    entries: items.slice(0, count),
    more: items[count] ?? 0,
    pinned: items.slice(count + 1).reduce((sum, width) => sum + width, 0),
  };
}

/** The fit for `available` pixels from the widths known; a style not yet measured is measured. */
function fitFor(known: KnownWidths, count: number, available: number): MenuFit {
  const { roomy, compact, labels } = known;
  if (roomy && entriesThatFit(roomy, available) === count) {
    return { compact: false, shown: count, labels };
  }
  if (!compact) return { compact: true, shown: undefined, labels };
  return { compact: true, shown: entriesThatFit(compact, available), labels };
}

/**
 * The top menu fitted to the window, in this order of preference: every entry roomy, every entry
 * compact, then as many compact entries as fit beside a "more" item holding the rest. The list's
 * children must be the `count` movable entries in order, then "more", then the pinned ones.
 * Each style is measured with every entry showing, before the browser paints, whenever `labels`
 * change (the language), once the fonts have loaded and once the menu shows; a resize recounts
 * from those widths.
 */
export function useMenuFit(count: number, labels: string) {
  const key = `${count}|${labels}`;
  const list = useRef<HTMLUListElement>(null);
  const widths = useRef<KnownWidths>({ labels: key });
  const [fit, setFit] = useState<MenuFit>(() => measureRoomy(key));
  // Other entries or another language: measured again (React's way to reset state on a change).
  if (fit.labels !== key) setFit(measureRoomy(key));

  useLayoutEffect(() => {
    const element = list.current;
    // A menu not drawn (the home's first screen hides the app) is measured once it shows.
    if (fit.shown !== undefined || fit.labels !== key || !element?.clientWidth) return;
    const known = widths.current.labels === key ? widths.current : { labels: key };
    known[fit.compact ? 'compact' : 'roomy'] = measure(element, count);
    widths.current = known;
    // Measuring needs the menu drawn in full first; the fit is set before the browser paints.
    setFit(fitFor(known, count, element.clientWidth));
  }, [fit, count, key]);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const refit = () => {
      if (element.clientWidth === 0) return;
      const known = widths.current;
      setFit(known.roomy ? fitFor(known, count, element.clientWidth) : measureRoomy(known.labels));
    };
    // The list's own size: it changes with the window, and from nothing when the app shows.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(refit);
    observer?.observe(element);
    // Labels measured in a fallback font are narrower or wider than in the page's own.
    let live = true;
    void document.fonts?.ready.then(() => {
      if (!live) return;
      widths.current = { labels: widths.current.labels };
      setFit(measureRoomy(widths.current.labels));
    });
    return () => {
      live = false;
      observer?.disconnect();
    };
  }, [count]);

  return { list, compact: fit.compact, shown: fit.shown };
}
