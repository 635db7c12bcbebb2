import type { Locator, Page, Response } from '@playwright/test';

/**
 * Writing a character in the writing tool's square, as a person would: synthetic mouse or touch
 * strokes along the medians of the stroke data the page itself loaded (queryFontInfo), scaled to
 * the square. Shared by the spelling tool's and the practice's journeys.
 */
export interface FontAnswer {
  data: { char: string; strokeData: { medians: [number, number][][] } };
}

/** A call of the handwriting service answered 200. */
export const isWritingCall = (name: string) => (response: Response) =>
  response.url().includes(`/open_api/${name}`) && response.status() === 200;

export const quizSquare = (page: Page) =>
  page.locator('[data-testid="character-writer"][data-mode="quiz"]');

/**
 * Where a point of Hanzi Writer's 1024-unit box (y up, from -124 to 900) lands on the screen, in
 * the square CharacterWriter draws (padding 6 % of its side).
 */
async function screenMapper(square: Locator) {
  await square.scrollIntoViewIfNeeded();
  const svg = square.locator('svg:not([aria-hidden])');
  const box = (await svg.boundingBox())!;
  const side = Math.floor(box.width);
  const padding = Math.round(side * 0.06);
  const scale = (side - 2 * padding) / 1024;
  return ([x, y]: [number, number]) => ({
    x: box.x + padding + x * scale,
    y: box.y + side - padding - (y + 124) * scale,
  });
}

/** Writes with the mouse; `missed` strokes are first drawn backwards, which Hanzi Writer misses. */
export async function writeWithMouse(
  page: Page,
  medians: [number, number][][],
  missed: number[] = [],
) {
  const toScreen = await screenMapper(quizSquare(page));
  const draw = async (points: [number, number][]) => {
    const screen = points.map(toScreen);
    await page.mouse.move(screen[0]!.x, screen[0]!.y);
    await page.mouse.down();
    for (const point of screen.slice(1)) await page.mouse.move(point.x, point.y, { steps: 4 });
    await page.mouse.up();
    await page.waitForTimeout(350);
  };
  for (const [index, median] of medians.entries()) {
    if (missed.includes(index)) await draw([...median].reverse());
    await draw(median);
  }
}

/** Writes with a finger: touch events through the browser's own input, as a phone sends them. */
export async function writeWithFinger(page: Page, medians: [number, number][][]) {
  const toScreen = await screenMapper(quizSquare(page));
  const cdp = await page.context().newCDPSession(page);
  for (const median of medians) {
    const points = median.map(toScreen);
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: points[0]!.x, y: points[0]!.y }],
    });
    for (const point of points.slice(1)) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: point.x, y: point.y }],
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForTimeout(350);
  }
}

/**
 * Writes with a pen: the browser's own mouse input with `pointerType: 'pen'`, so the page gets pen
 * pointer events and the compatibility mouse events a stylus brings, as a tablet sends them.
 */
export async function writeWithPen(page: Page, medians: [number, number][][]) {
  const toScreen = await screenMapper(quizSquare(page));
  const cdp = await page.context().newCDPSession(page);
  const pen = { pointerType: 'pen' as const, button: 'left' as const, force: 0.5 };
  for (const median of medians) {
    const points = median.map(toScreen);
    const [first, ...rest] = points;
    await cdp.send('Input.dispatchMouseEvent', {
      type: 'mousePressed',
      x: first!.x,
      y: first!.y,
      clickCount: 1,
      ...pen,
    });
    for (const point of rest) {
      await cdp.send('Input.dispatchMouseEvent', {
        type: 'mouseMoved',
        x: point.x,
        y: point.y,
        buttons: 1,
        ...pen,
      });
    }
    const last = points.at(-1)!;
    await cdp.send('Input.dispatchMouseEvent', {
      type: 'mouseReleased',
      x: last.x,
      y: last.y,
      clickCount: 1,
      ...pen,
    });
    await page.waitForTimeout(350);
  }
}
