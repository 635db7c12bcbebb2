import type { Page } from '@playwright/test';
import { PAY_TEXT } from './pay-texts';
import { expect, test } from './console-watch';
import { signInDemoStudent } from './demo-student';
import { buttonName } from './sign-in';

/**
 * Buying a paid demo course with the sandbox, in Arabic and in Chinese: the demo student chooses
 * the test payment, is taken to the sandbox's page, whose payment first fails; "try again" pays
 * the same order, which succeeds; the course opens, and the order shows in my orders with its
 * history. Each language buys its own course (a course is bought once).
 */
const RUN = {
  ar: { title: 'الصينية اليومية في بكين', price: 'CN¥' },
  zh: { title: '面向阿拉伯学生的汉语教学', price: 'SAR 49.00' },
} as const;

/** The demo course's id, found by its title as the course list's search finds it. */
async function courseId(page: Page, title: string): Promise<string> {
  const response = await page.request.post('/api/Index/getMoocDataList', {
    data: { keyword: title, currentPage: 1, pageCount: 20 },
  });
  const body = (await response.json()) as { data: { list: { id: string }[] } };
  expect(body.data.list.length).toBeGreaterThan(0);
  return body.data.list[0]!.id;
}

/** On the sandbox's own page, chooses how the payment ends. */
async function chooseOnSandbox(page: Page, choice: 'succeed' | 'fail') {
  await expect(page).toHaveURL(/\/pay\/sandbox\//);
  await page.locator(`button[name="choice"][value="${choice}"]`).click();
}

for (const lang of ['ar', 'zh'] as const) {
  test(`buys a paid course with the test payment after a failed try (${lang})`, async ({
    page,
    consoleWatch,
  }) => {
    // The sandbox's server-drawn page has no icon of its own: the browser's /favicon.ico is a 404.
    consoleWatch.allow(/404/);
    const T = PAY_TEXT[lang];
    await signInDemoStudent(page, lang);
    const id = await courseId(page, RUN[lang].title);
    await page.goto(`/?lang=${lang}#/pages/pay/submit_pay_type?courseId=${id}`);
    await expect(page.getByText(RUN[lang].title)).toBeVisible();
    await expect(page.getByRole('radio', { name: new RegExp(T.sandbox) })).toBeChecked();
    await page.getByRole('button', { name: buttonName(T.payNow) }).click();
    await page.getByRole('link', { name: T.goToPayment }).click();
    await chooseOnSandbox(page, 'fail');

    await expect(page.getByTestId('pay-outcome-failure')).toContainText(T.failed, {
      timeout: 20_000,
    });
    await page.getByRole('button', { name: buttonName(T.tryAgain) }).click();
    await page.getByRole('button', { name: buttonName(T.payNow) }).click();
    await page.getByRole('link', { name: T.goToPayment }).click();
    await chooseOnSandbox(page, 'succeed');

    await expect(page.getByTestId('pay-outcome-success')).toContainText(T.success, {
      timeout: 20_000,
    });
    await page.getByRole('button', { name: buttonName(T.viewOrder) }).click();
    await expect(page.getByTestId('order-state')).toHaveText(T.paid);
    const history = page.getByTestId('order-history-line');
    await expect(history).toHaveCount(3);
    await expect(history.nth(1)).toContainText(T.retriedByYou);
    await expect(history.nth(2)).toContainText(T.confirmedByProvider);

    await page.getByRole('link', { name: T.myOrders }).click();
    const order = page.getByTestId('my-order').filter({ hasText: RUN[lang].title });
    await expect(order).toContainText(RUN[lang].price);
    await expect(order).toContainText(T.paid);

    await page.goto(`/?lang=${lang}#/pages/pay/complete?orderId=${await orderIdOf(page, id)}`);
    await page.getByRole('button', { name: buttonName(T.openCourse) }).click();
    await expect(page).toHaveURL(new RegExp(`id=${id}`));
  });
}

/** The learner's paid order of a course (OrdersGet). */
async function orderIdOf(page: Page, course: string): Promise<string> {
  const response = await page.request.post('/api/pay/OrdersGet', { data: { courseId: course } });
  const body = (await response.json()) as { data: { orders: { orderId: string }[] } };
  return body.data.orders[0]!.orderId;
}
