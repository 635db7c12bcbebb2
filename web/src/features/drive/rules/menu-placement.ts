/**
 * Where a row's menu opens, decided once when it opens. antd's own overflow adjustment re-measures
 * the popup on every layout change and, near the bottom of the window, flips it up and down by a
 * hundred pixels several times in the first second: a click aimed at an item then lands on the
 * one that slid under the pointer, or its press and release land on different items and nothing
 * happens. So the side with room is chosen here and the popup is pinned to it.
 */
export type MenuPlacement = 'bottomLeft' | 'bottomRight' | 'topLeft' | 'topRight';

export interface MenuAnchor {
  /** The anchor's box in viewport pixels (the pointer is a box of no size). */
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface Viewport {
  width: number;
  height: number;
  direction: 'ltr' | 'rtl';
}

/** Room a row menu needs across: its widest labels ("unzip to a folder named ...") fit in it. */
export const MENU_WIDTH_HINT = 240;
/** Space kept between the menu and the window's edge. */
const EDGE_GAP = 8;

export interface MenuPosition {
  placement: MenuPlacement;
  /** The tallest the menu may be on its side; it scrolls beyond. */
  maxHeight: number;
}

export function menuPosition(anchor: MenuAnchor, viewport: Viewport): MenuPosition {
  const below = viewport.height - anchor.bottom - EDGE_GAP;
  const above = anchor.top - EDGE_GAP;
  const vertical = below >= above ? 'bottom' : 'top';
  // A menu grows toward the inline end: rightwards in Arabic's mirror image is leftwards.
  const roomRightwards = viewport.width - anchor.left;
  const roomLeftwards = anchor.right;
  const growLeftwards =
    viewport.direction === 'rtl'
      ? roomLeftwards >= MENU_WIDTH_HINT || roomLeftwards >= roomRightwards
      : roomRightwards < MENU_WIDTH_HINT && roomLeftwards > roomRightwards;
  // antd names a placement by the edge it aligns: "Right" keeps the right edges together, so the
  // menu grows leftwards.
  const horizontal = growLeftwards ? 'Right' : 'Left';
  return {
    placement: `${vertical}${horizontal}`,
    maxHeight: Math.max(vertical === 'bottom' ? below : above, 0),
  };
}
