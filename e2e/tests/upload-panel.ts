import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page, Request, Route } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { expect, test as watched } from './console-watch';
import { DRIVE_TEXT } from './drive-texts';
import { buttonName, registerLearner, signInWithPassword } from './sign-in';
import { UPLOAD_TEXT, type UploadLanguage } from './upload-texts';

export const MiB = 1024 * 1024;

/** Qiao's part endpoint for the local store (contract `UPLOAD_PART_PATH`): one POST per 1 MiB. */
const PART_PATH = '/api/resources/uploadpiecess';

/** A value the app keeps whole inside a sentence: FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE. */
export const isolated = (value: string) => `\u2068${value}\u2069`;

/** Files a test writes to disk before handing them to the browser's pickers; removed after it. */
export class ScratchFolder {
  private constructor(readonly root: string) {}

  static async create(): Promise<ScratchFolder> {
    return new ScratchFolder(await fsp.mkdtemp(path.join(os.tmpdir(), 'qiao-e2e-upload-')));
  }

  /** Writes `content`, or that many random bytes, at `relativePath`; answers the full path. */
  async write(relativePath: string, content: string | number): Promise<string> {
    const file = path.join(this.root, relativePath);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    await fsp.writeFile(file, typeof content === 'number' ? randomBytes(content) : content);
    return file;
  }

  async remove(): Promise<void> {
    await fsp.rm(this.root, { recursive: true, force: true });
  }
}

/** The console-watched test, with a scratch folder for the files the learner picks. */
export const test = watched.extend<{ scratch: ScratchFolder }>({
  // Playwright reads a fixture's dependencies from this pattern; the scratch folder has none.
  // eslint-disable-next-line no-empty-pattern
  scratch: async ({}, use) => {
    const scratch = await ScratchFolder.create();
    await use(scratch);
    await scratch.remove();
  },
});

export { expect };

/**
 * Counts the part requests of local-store uploads and holds those past a limit: with them held,
 * an upload stays mid-way, at a known number of stored parts, for as long as the test needs.
 */
export class PartGate {
  /** Part requests the page sent since the last `restartCount`, held ones included. */
  sent = 0;
  /** Parts the server stored (answered 200) since the last `restartCount`. */
  stored = 0;
  private held: Route[] = [];

  private constructor(
    private readonly page: Page,
    private allowed: number,
  ) {}

  static async on(page: Page, allowed: number): Promise<PartGate> {
    const gate = new PartGate(page, allowed);
    page.on('request', (request) => {
      if (isPart(request)) gate.sent += 1;
    });
    page.on('response', (response) => {
      if (isPart(response.request()) && response.ok()) gate.stored += 1;
    });
    await page.route(`**${PART_PATH}`, gate.hold);
    return gate;
  }

  private hold = async (route: Route): Promise<void> => {
    if (!isPart(route.request())) return route.fallback();
    if (this.allowed <= 0) {
      this.held.push(route);
      return;
    }
    this.allowed -= 1;
    await route.continue();
  };

  /**
   * Lets every later part through untouched. The held requests belong to a transfer the page has
   * stopped (paused, or gone with a reload), so they are dropped rather than sent late.
   */
  async open(): Promise<void> {
    await this.page.unroute(`**${PART_PATH}`, this.hold);
    const held = this.held.splice(0);
    await Promise.all(held.map((route) => route.abort().catch(() => {})));
  }

  restartCount(): void {
    this.sent = 0;
    this.stored = 0;
  }
}

function isPart(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === PART_PATH;
}

/** The drive page's upload controls and the floating upload panel, in one language. */
export class UploadPanel {
  readonly T: (typeof UPLOAD_TEXT)[UploadLanguage];
  readonly region: Locator;

  constructor(
    private readonly page: Page,
    lang: UploadLanguage,
  ) {
    this.T = UPLOAD_TEXT[lang];
    this.region = page.getByRole('region', { name: this.T.panel, exact: true });
  }

  private async fromToolbar(item: string, paths?: string | string[]): Promise<void> {
    await this.page.getByRole('button', { name: buttonName(this.T.upload) }).click();
    const menuItem = this.page.getByRole('menuitem', { name: item, exact: true });
    if (paths === undefined) {
      await menuItem.click();
      return;
    }
    const [chooser] = await Promise.all([this.page.waitForEvent('filechooser'), menuItem.click()]);
    await chooser.setFiles(paths);
  }

  /** Toolbar › Upload › upload files, then the files picked in the browser's chooser. */
  chooseFiles(paths: string | string[]): Promise<void> {
    return this.fromToolbar(this.T.uploadFiles, paths);
  }

  /** Toolbar › Upload › upload folder, then a folder picked (the input has webkitdirectory). */
  chooseFolder(folder: string): Promise<void> {
    return this.fromToolbar(this.T.uploadFolder, folder);
  }

  /** Toolbar › Upload › drop or paste into the panel. */
  async open(): Promise<void> {
    await this.fromToolbar(this.T.uploadPanel);
    await expect(this.region).toBeVisible();
  }

  get dropArea(): Locator {
    return this.region.getByRole('group', { name: this.T.dropArea });
  }

  tab(which: 'inProgress' | 'finished', count: number): Locator {
    return this.region.getByRole('tab', { name: `${this.T[which]} (${count})` });
  }

  /**
   * Shows a tab of the panel, opening the panel out first: once every upload is done the panel
   * folds itself down to its title and counts.
   */
  async showTab(which: 'inProgress' | 'finished', count: number): Promise<void> {
    const tab = this.tab(which, count);
    const expand = this.region.getByRole('button', { name: this.T.expand });
    await expect(tab.or(expand)).toBeVisible();
    if (await expand.isVisible()) await expand.click();
    await tab.click();
  }

  get inProgress(): Locator {
    return this.region.getByRole('list', { name: this.T.listInProgress });
  }

  get finished(): Locator {
    return this.region.getByRole('list', { name: this.T.listFinished });
  }

  get counts(): Locator {
    return this.region.getByRole('list', { name: this.T.counts.label });
  }

  item(list: Locator, name: string | RegExp): Locator {
    return list.getByRole('listitem', { name, exact: typeof name === 'string' });
  }

  progress(name: string): Locator {
    return this.region.getByRole('progressbar', { name: this.T.progress(name) });
  }

  /** Folds the panel down to its title and counts, or opens it out again. */
  async fold(minimize: boolean): Promise<void> {
    await this.region
      .getByRole('button', { name: minimize ? this.T.minimize : this.T.expand })
      .click();
    await expect(this.region.getByRole('tablist')).toBeVisible({ visible: !minimize });
  }

  /** Closes a panel with nothing unfinished in it (no question asked then). */
  async close(): Promise<void> {
    await this.region.getByRole('button', { name: this.T.close }).click();
    await expect(this.region).toBeHidden();
  }
}

/** The whole-number percentage the progress bar shows, read from its value. */
export async function percentOf(progress: Locator): Promise<number> {
  return Number(await progress.getAttribute('aria-valuenow'));
}

/** The drive list's row holding `name`. */
export const row = (page: Page, name: string | RegExp) =>
  page.getByRole('row').filter({ hasText: name });

/** Registers a new learner and opens their (empty) drive, in `lang`. */
export async function openDrive(page: Page, lang: UploadLanguage, learner: string) {
  await registerLearner(page, learner);
  if (lang !== 'ar') await page.goto(`/?lang=${lang}#/`);
  await page.getByRole('banner').getByRole('link', { name: DRIVE_TEXT[lang].nav }).click();
  await expect(page.getByRole('heading', { level: 1, name: DRIVE_TEXT[lang].title })).toBeVisible();
  // The listing in, so the toolbar is not drawn again under an open menu.
  await expect(page.getByText(DRIVE_TEXT[lang].emptyFolder)).toBeVisible();
}

/** An administrator sets the signed-in learner's space to `bytes` in all, through the admin call. */
export async function setLearnerSpace(
  page: Page,
  browser: Browser,
  baseURL: string,
  bytes: number,
) {
  const uid = await page.evaluate(() => window.localStorage.getItem('uid'));
  expect(uid).toBeTruthy();
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signInWithPassword(admin, 'ar', E2E_ADMIN);
  const answer = await admin.request.post('/api/admin/setUserQuota', {
    form: { uid: uid!, totalStorageSize: String(bytes) },
    headers: { origin: baseURL },
  });
  expect(((await answer.json()) as { code: number }).code).toBe(0);
  await adminContext.close();
}
