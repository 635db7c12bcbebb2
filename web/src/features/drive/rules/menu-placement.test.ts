import { describe, expect, it } from 'vitest';
import { menuPosition } from './menu-placement';

const pointer = (x: number, y: number) => ({ top: y, bottom: y, left: x, right: x });
const LTR = { width: 1280, height: 800, direction: 'ltr' as const };
const RTL = { ...LTR, direction: 'rtl' as const };

describe('menuPosition', () => {
  it('opens downwards from a pointer in the upper half and upwards from one in the lower half', () => {
    expect(menuPosition(pointer(400, 200), LTR)).toEqual({
      placement: 'bottomLeft',
      maxHeight: 592,
    });
    expect(menuPosition(pointer(400, 513), LTR)).toEqual({ placement: 'topLeft', maxHeight: 505 });
  });

  it('grows towards the inline end: leftwards in Arabic', () => {
    expect(menuPosition(pointer(876, 300), RTL).placement).toBe('bottomRight');
    expect(menuPosition(pointer(876, 600), RTL).placement).toBe('topRight');
  });

  it('turns to the other side when the inline end has no room for the menu', () => {
    expect(menuPosition(pointer(1200, 100), LTR).placement).toBe('bottomRight');
    expect(menuPosition(pointer(100, 100), RTL).placement).toBe('bottomLeft');
  });

  it('measures a button from its far edge on the side the menu opens', () => {
    const button = { top: 480, bottom: 504, left: 740, right: 764 };
    expect(menuPosition(button, LTR)).toEqual({ placement: 'topLeft', maxHeight: 472 });
  });
});
