import { test as base, expect, type Page } from '@playwright/test';

/** Console errors and uncaught exceptions of a page; a test may allow the ones it provokes. */
export class ConsoleWatch {
  private readonly errors: string[] = [];
  private readonly allowed: RegExp[] = [];

  constructor(page: Page) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.errors.push(message.text());
    });
    page.on('pageerror', (error) => this.errors.push(`uncaught: ${error.message}`));
  }

  allow(pattern: RegExp): void {
    this.allowed.push(pattern);
  }

  unexpected(): string[] {
    return this.errors.filter((text) => !this.allowed.some((pattern) => pattern.test(text)));
  }
}

/** Every test fails when its page logged an error it did not expect. */
export const test = base.extend<{ consoleWatch: ConsoleWatch }>({
  consoleWatch: [
    async ({ page }, use) => {
      const watch = new ConsoleWatch(page);
      await use(watch);
      expect(watch.unexpected(), 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
