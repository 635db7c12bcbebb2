/** The widths a top menu needs, measured once with every entry showing. */
export interface MenuWidths {
  /** Each entry that may move into "more", in order, with the gap after it. */
  entries: readonly number[];
  /** The "more" item, with its gap. */
  more: number;
  /** The entries that always show (the search icon), together. */
  pinned: number;
}

/**
 * How many entries show in `available` pixels: all of them when they fit, else as many as fit
 * beside the "more" item that holds the rest. Half a pixel of slack absorbs rounding.
 */
export function entriesThatFit(widths: MenuWidths, available: number): number {
  const room = available + 0.5 - widths.pinned;
  const all = widths.entries.reduce((sum, width) => sum + width, 0);
  if (all <= room) return widths.entries.length;
  let used = widths.more;
  let shown = 0;
  for (const width of widths.entries) {
    if (used + width > room) break;
    used += width;
    shown += 1;
  }
  return shown;
}
