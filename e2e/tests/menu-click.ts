import type { Locator } from '@playwright/test';
import { expect } from './console-watch';

/**
 * Chooses an entry of an antd popup menu (a row's "more" menu, a right-click menu, a dropdown
 * button). A click that lands while antd is still placing the menu can be lost: the entry takes
 * focus, the menu stays open and nothing happens. A person clicks again, and so does this, until
 * the menu has closed.
 */
export async function chooseMenuItem(item: Locator): Promise<void> {
  // The first click waits for the menu to open; later ones only if it is still open.
  let clicked = false;
  await expect(async () => {
    if (!clicked || (await item.isVisible())) {
      await item.click({ timeout: 5_000 });
      clicked = true;
    }
    await expect(item).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}
