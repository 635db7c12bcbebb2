import type { Browser, Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { expect, test } from './console-watch';
import { chooseMenuItem } from './menu-click';
import { PAY_TEXT, type PayLanguage } from './pay-texts';
import { buttonName, registerLearner, signInWithPassword } from './sign-in';
import { htmlLangOf } from '@qiao/contracts/languages';

/**
 * Buying a paid demo course with the sandbox, as a new learner would, in Arabic and in Chinese:
 * the course's class hours are locked, "buy" leads to the choice of payment type and on to the
 * sandbox's test page, whose payment first fails; "try again" pays the same order, which
 * succeeds; the course opens and its first class hour plays. The order is in "my orders" with its
 * history and receipt. An admin refunds it in full: the learner's order says so and the course is
 * locked again. Arabic buys the course sold in riyals, Chinese the one sold in yuan, each with its
 * own new learner, so either runs alone.
 */
const LEARNER = { ar: 'سارة المشترية', zh: '买课的学员' } as const;

async function openAccountMenuEntry(page: Page, lang: PayLanguage, name: string, entry: string) {
  await page.getByRole('button', { name: PAY_TEXT[lang].accountMenu(name) }).click();
  await chooseMenuItem(page.getByRole('menuitem', { name: entry }));
}

async function openCourse(page: Page, lang: PayLanguage) {
  const T = PAY_TEXT[lang];
  await page.goto(`/?lang=${lang}#/pages/mooc_list/mooc_list`);
  await page.getByRole('heading', { level: 3 }).getByRole('link', { name: T.course }).click();
  await expect(page.getByRole('heading', { level: 1, name: T.course })).toBeVisible();
}

/** From the choice of payment type, through the sandbox's own page, back to the outcome. */
async function payWithSandbox(page: Page, lang: PayLanguage, choice: 'succeed' | 'fail') {
  const T = PAY_TEXT[lang];
  await expect(page.getByRole('radio', { name: new RegExp(T.sandbox) })).toBeChecked();
  await page.getByRole('button', { name: buttonName(T.payNow) }).click();
  await page.getByRole('link', { name: T.goToPayment }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\/sbx_[0-9a-f]{32}/);
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLangOf(lang));
  await expect(page.getByRole('alert')).toHaveText(T.testBanner);
  await expect(page.getByText(T.price)).toBeVisible();
  await page.locator(`button[name="choice"][value="${choice}"]`).click();
  await expect(page).toHaveURL(/#\/pages\/pay\/complete\?orderId=/);
}

/** An admin, in another browser, finds the learner's order and gives all of it back. */
async function adminRefundsAll(browser: Browser, lang: PayLanguage, learnerEmail: string) {
  const T = PAY_TEXT[lang];
  const admin = await (await browser.newContext()).newPage();
  await signInWithPassword(admin, lang, E2E_ADMIN);
  await openAccountMenuEntry(admin, lang, E2E_ADMIN.name, T.admin.menu);
  await expect(admin.getByRole('heading', { level: 1, name: T.admin.title })).toBeVisible();
  const search = admin.getByRole('searchbox', { name: T.admin.search });
  await search.fill(learnerEmail);
  await search.press('Enter');
  const row = admin.getByRole('row').filter({ hasText: learnerEmail });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(T.paid);
  await row.getByRole('link').first().click();
  await admin.getByRole('button', { name: buttonName(T.admin.refund) }).click();
  const dialog = admin.getByRole('dialog');
  // As a person, once the dialog has finished opening (a click during its opening animation was
  // seen to leave the amount empty): a trial click waits until its buttons stand still.
  await dialog.getByRole('button', { name: buttonName(T.admin.submit) }).click({ trial: true });
  await dialog.getByRole('button', { name: buttonName(T.admin.all) }).click();
  // The amount, the dialog's first field, shows all that is left.
  await expect(dialog.getByRole('textbox').first()).not.toHaveValue('');
  await dialog.getByLabel(T.admin.reason).fill(T.admin.refundReason);
  await dialog.getByRole('button', { name: buttonName(T.admin.submit) }).click();
  await expect(admin.getByText(T.admin.doneFully)).toBeVisible();
  await admin.context().close();
}

for (const lang of ['ar', 'zh'] as const) {
  const T = PAY_TEXT[lang];

  test(`buys a paid course with the test payment after a failed try, learns, and an admin refunds it (${lang})`, async ({
    page,
    browser,
  }) => {
    // A learner registers, pays twice through the sandbox; an admin signs in and refunds.
    test.setTimeout(240_000);
    const learner = await registerLearner(page, LEARNER[lang]);

    // The outline is there to read, its price shown; its class hours wait for the purchase.
    await openCourse(page, lang);
    await expect(page.getByText(T.price).first()).toBeVisible();
    await page.getByLabel(T.lockedHour).first().click();
    await expect(page.getByText(T.lockedTitle)).toBeVisible();
    await page
      .getByRole('button', { name: buttonName(T.buy) })
      .first()
      .click();

    // The sandbox fails the payment; "try again" pays the same order, and it succeeds.
    await payWithSandbox(page, lang, 'fail');
    await expect(page.getByTestId('pay-outcome-failure')).toContainText(T.failed, {
      timeout: 20_000,
    });
    await page.getByRole('button', { name: buttonName(T.tryAgain) }).click();
    await payWithSandbox(page, lang, 'succeed');
    await expect(page.getByTestId('pay-outcome-success')).toContainText(T.success, {
      timeout: 20_000,
    });

    // The course is open: no lock left, and its first class hour plays.
    await page.getByRole('button', { name: buttonName(T.openCourse) }).click();
    await expect(page.getByRole('heading', { level: 1, name: T.course })).toBeVisible();
    await expect(page.getByTestId('course-bought')).toHaveText(T.bought);
    await expect(page.getByLabel(T.lockedHour)).toHaveCount(0);
    await page.getByRole('list', { name: T.firstChapter }).getByRole('link').first().click();
    await expect(page.getByTestId('class-hour-video')).toBeVisible();

    // My orders: the one order, paid, and its detail with every move, its cause and a receipt.
    await openAccountMenuEntry(page, lang, LEARNER[lang], T.myOrders);
    const order = page.getByTestId('my-order').filter({ hasText: T.course });
    await expect(order).toHaveCount(1);
    await expect(order).toContainText(T.price);
    await expect(order).toContainText(T.paid);
    await order.getByRole('link').first().click();
    await expect(page.getByTestId('order-state')).toHaveText(T.paid);
    const history = page.getByTestId('order-history-line');
    await expect(history).toHaveCount(3);
    await expect(history.nth(1)).toContainText(T.retriedByYou);
    await expect(history.nth(2)).toContainText(T.confirmedByProvider);
    const [receipt] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: T.receipt }).click(),
    ]);
    expect(receipt.suggestedFilename()).toMatch(/^Q\d{8}-\d{6,}\.pdf$/);

    // An admin refunds all of it: the order says so, and the course is locked again.
    await adminRefundsAll(browser, lang, learner.email);
    await page.reload();
    await expect(page.getByTestId('order-state')).toHaveText(T.fullRefund);
    await expect(history).toHaveCount(4);
    await expect(history.nth(3)).toContainText(T.refundedFully);
    await openCourse(page, lang);
    await expect(page.getByRole('button', { name: buttonName(T.buy) }).first()).toBeVisible();
    await expect(page.getByLabel(T.lockedHour).first()).toBeVisible();
  });
}
