import type { Page } from '@playwright/test';
import { isWritingCall as isCall, writeWithMouse, type FontAnswer } from './character-strokes';
import { expect, test } from './console-watch';
import { registerLearner } from './sign-in';
import { PRACTICE_TEXT, type PracticeLanguage } from './spell-practice-texts';

/**
 * Writing practice with spaced review, in Arabic and Chinese, by a new learner: 你 from the demo
 * HSK course's first lesson, written with a miss on four of its seven strokes, is graded "again"
 * and scheduled a minute later by FSRS; the first character of the HSK 1 level, written right, is
 * graded well and comes back later. Once 你's minute has passed (the real schedule, waited
 * for: the server has no test clock), the home page, my plan and the practice page's "due for
 * review" count it, and the due run asks for 你. The strokes are synthetic mouse strokes along the
 * medians of the stroke data the page itself loaded (queryFontInfo), scaled to the square.
 */
const LEARNER = { ar: 'نور الكاتبة', zh: '练字的学员' } as const;
const PRACTICE = '#/pages/spell-practice/spell-practice';

interface MarkAnswer {
  data: { attempt: { rating: string }; card: { due: string } };
}

/** Starts a run from a category button; answers the character the page loaded to write. */
async function startRun(page: Page, name: string): Promise<FontAnswer['data']> {
  const font = page.waitForResponse(isCall('queryFontInfo'));
  await page.getByRole('button', { name }).click();
  return ((await (await font).json()) as FontAnswer).data;
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

for (const lang of ['ar', 'zh'] as const satisfies readonly PracticeLanguage[]) {
  const T = PRACTICE_TEXT[lang];

  test(`practises 你 and the HSK 1 level, sees the grades, and finds 你 due for review (${lang})`, async ({
    page,
  }) => {
    // Two characters written with the mouse, then a real minute until 你 is due.
    test.setTimeout(240_000);
    await registerLearner(page, LEARNER[lang]);
    await page.goto(`/?lang=${lang}${PRACTICE}`);
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
    // antd's segmented radio is hidden under its label, which takes the click.
    await page.getByRole('radio', { name: '5' }).locator('..').click();
    await expect(page.getByRole('radio', { name: '5' })).toBeChecked();
    await shot(page, `${lang}-1280-chooser`);

    // 你 from the first lesson: four strokes missed once each → "again", back in a minute.
    const ni = await startRun(page, T.helloLesson);
    expect(ni.char).toBe('你');
    await expect(page.getByText(T.progressFirst)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'nǐ' })).toBeVisible();
    const niMarked = page.waitForResponse(isCall('markFont'));
    await writeWithMouse(page, ni.strokeData.medians, [0, 1, 2, 3]);
    const niAnswer = ((await (await niMarked).json()) as MarkAnswer).data;
    expect(niAnswer.attempt.rating).toBe('again');
    const outcome = page.getByTestId('practice-outcome');
    await expect(outcome.locator('[data-rating="again"]')).toHaveText(T.again);
    await expect(outcome.getByText(T.comesBack)).toBeVisible();
    await shot(page, `${lang}-1280-graded-again`);
    await page.getByRole('button', { name: T.endHere }).click();
    await expect(page.getByRole('heading', { level: 2, name: T.wroteOne })).toBeVisible();

    // The first new character of HSK 1, written right, is graded well and comes back in days.
    await page.getByRole('button', { name: T.chooseAnother }).first().click();
    const first = await startRun(page, T.hsk1);
    expect(first.char).not.toBe('你');
    const firstMarked = page.waitForResponse(isCall('markFont'));
    await writeWithMouse(page, first.strokeData.medians);
    const firstAnswer = ((await (await firstMarked).json()) as MarkAnswer).data;
    expect(['good', 'easy']).toContain(firstAnswer.attempt.rating);
    // FSRS's learning steps: "good" brings a new character back in 10 minutes, "easy" in days.
    expect(Date.parse(firstAnswer.card.due)).toBeGreaterThan(Date.parse(niAnswer.card.due));
    await expect(outcome.locator(`[data-rating="${firstAnswer.attempt.rating}"]`)).toBeVisible();
    await shot(page, `${lang}-1280-graded-well`);

    // FSRS brings 你 back a minute after its miss: wait for it, then it is due everywhere.
    const wait = Date.parse(niAnswer.card.due) - Date.now() + 2_000;
    await page.waitForTimeout(Math.max(0, wait));
    await page.goto(`/?lang=${lang}#/`);
    const homeLink = page.getByRole('link', { name: T.homeDueOne });
    await expect(homeLink).toBeVisible();
    await shot(page, `${lang}-1280-home-due`);
    await page.goto(`/?lang=${lang}#/pages/plan-new/my-plan`);
    await expect(page.getByRole('link', { name: T.planDueOne })).toBeVisible();
    await shot(page, `${lang}-1280-my-plan-due`);
    await page.goto(`/?lang=${lang}#/`);
    await homeLink.click();
    // The run of one: 你, by its pinyin (its stroke data may come from the browser's cache).
    await expect(page.getByText(T.onlyOne)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'nǐ' })).toBeVisible();

    await page.goto(`/?lang=${lang}${PRACTICE}`);
    await expect(page.getByRole('button', { name: T.dueOne })).toBeEnabled();
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `${lang}-390-chooser`);
    await page.getByRole('button', { name: T.dueOne }).click();
    await expect(page.getByText(T.onlyOne)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'nǐ' })).toBeVisible();
    await expect(page.getByTestId('character-writer')).toHaveAttribute('data-state', 'running');
    await shot(page, `${lang}-390-step`);
  });
}
