import { describe, expect, it } from 'vitest';
import { sideOf, turnForKey } from './turn-keys';

describe('turning pages', () => {
  it.each([
    ['ArrowLeft', 'rtl', 'next'],
    ['ArrowRight', 'rtl', 'previous'],
    ['ArrowLeft', 'ltr', 'previous'],
    ['ArrowRight', 'ltr', 'next'],
    ['PageDown', 'rtl', 'next'],
    ['PageUp', 'ltr', 'previous'],
  ] as const)('%s in a %s book goes to the %s page', (key, direction, turn) => {
    expect(turnForKey(key, direction)).toBe(turn);
  });

  it('ignores other keys', () => {
    expect(turnForKey('a', 'ltr')).toBeUndefined();
  });

  it('puts "next" on the left in a right-to-left book and on the right otherwise', () => {
    expect(sideOf('next', 'rtl')).toBe('left');
    expect(sideOf('previous', 'rtl')).toBe('right');
    expect(sideOf('next', 'ltr')).toBe('right');
  });
});
