export type ReadingDirection = 'ltr' | 'rtl';
export type Turn = 'next' | 'previous';

/**
 * Which way a key turns the page in a book of the given direction. In a right-to-left book the
 * next page lies to the left, so ArrowLeft goes forward; in a left-to-right book ArrowRight does.
 */
export function turnForKey(key: string, direction: ReadingDirection): Turn | undefined {
  switch (key) {
    case 'ArrowLeft':
      return direction === 'rtl' ? 'next' : 'previous';
    case 'ArrowRight':
      return direction === 'rtl' ? 'previous' : 'next';
    case 'PageDown':
    case ' ':
      return 'next';
    case 'PageUp':
      return 'previous';
    default:
      return undefined;
  }
}

/** The side of the reader each button sits on: "next" is on the side the book moves towards. */
export function sideOf(turn: Turn, direction: ReadingDirection): 'left' | 'right' {
  const forwardSide = direction === 'rtl' ? 'left' : 'right';
  const backSide = direction === 'rtl' ? 'right' : 'left';
  return turn === 'next' ? forwardSide : backSide;
}
