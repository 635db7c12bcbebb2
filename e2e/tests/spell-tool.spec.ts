import type { Page } from '@playwright/test';
import {
  isWritingCall as isCall,
  quizSquare,
  writeWithFinger,
  writeWithMouse,
  writeWithPen,
  type FontAnswer,
} from './character-strokes';
import { expect, test } from './console-watch';
import { registerLearner } from './sign-in';
import { SPELL_TOOL_TEXT } from './spell-tool-texts';

/**
 * The writing tool, in Arabic and Chinese: a learner opens "spelling tool" from the top menu, looks
 * up 你 (by "ni3" in Arabic, by the character in Chinese), hears its recording (ni3.mp3), watches
 * it drawn to its last stroke, then writes it with one stroke first drawn backwards: that stroke
 * shows as missed, and markFont (sent with the learner's Bearer token) grades it and says when it
 * comes back. The search's "tools" tab finds the tool by its name. 好 offers a recording for each
 * of its two readings. A visitor writes 十 with a pen, and on a 390 px phone 一 with a finger.
 * Strokes are synthetic, along the medians of the stroke data the page loaded (queryFontInfo).
 */
interface MarkAnswer {
  data: {
    attempt: { rating: keyof (typeof SPELL_TOOL_TEXT)['ar']['grades'] };
    card: { due: string };
  };
}

const TOOL = '#/pages/spell-tool/spell-tool';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

for (const lang of ['ar', 'zh'] as const) {
  const T = SPELL_TOOL_TEXT[lang];

  test(`looks 你 up, watches it, writes it with a miss and sees the grade (${lang})`, async ({
    page,
  }) => {
    await registerLearner(page, T.learner);
    await page.goto(`/?lang=${lang}#/`);
    await page
      .getByRole('navigation', { name: T.topMenu })
      .getByRole('link', { name: T.menu })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();

    const font = page.waitForResponse(isCall('queryFontInfo'));
    await page.getByLabel(T.searchLabel).fill(T.lookUp);
    await page.locator('.ant-select-item-option').filter({ hasText: '你' }).first().click();
    await expect(page).toHaveURL(/spell-tool\?char=%E4%BD%A0$/);
    const ni = ((await (await font).json()) as FontAnswer).data;
    expect(ni.char).toBe('你');
    await expect(page.getByTestId('character-pinyin')).toHaveText('nǐ');
    await expect(page.getByTestId('character-strokes')).toHaveText('7');

    // 你 has one reading, recorded: one listen button, playing ni3.mp3 whatever the browser's voices.
    const listen = page.getByTestId('character-listen');
    await expect(listen).toHaveCount(1);
    await expect(listen).toHaveText(T.listen);
    const sound = page.waitForResponse((response) =>
      response.url().includes('/api/writing/sound?syllable=ni3'),
    );
    await listen.click();
    const recording = await sound;
    expect(recording.status()).toBe(200);
    expect(recording.headers()['content-type']).toBe('audio/mpeg');

    // Hanzi Writer's onComplete, reflected by the page once the seventh stroke is drawn.
    await expect(page.getByTestId('animation-status')).toHaveText(T.played, { timeout: 30_000 });
    await expect(
      page.locator('[data-testid="character-writer"][data-mode="animate"]'),
    ).toHaveAttribute('data-state', 'done');
    await shot(page, `${lang}-1280-animated`);

    const marked = page.waitForResponse(isCall('markFont'));
    const markRequest = page.waitForRequest((request) =>
      request.url().includes('/open_api/markFont'),
    );
    await writeWithMouse(page, ni.strokeData.medians, [2]);
    const sent = await markRequest;
    expect(sent.headers()['authorization']).toMatch(/^Bearer \S+/);
    expect(sent.headers()['cookie']).toBeUndefined();
    const answer = ((await (await marked).json()) as MarkAnswer).data;
    // One of seven strokes missed once: "good" by the rating rule.
    expect(answer.attempt.rating).toBe('good');

    await expect(page.getByTestId('stroke-marks').locator('li').nth(2)).toHaveAttribute(
      'data-mark',
      'missed',
    );
    await expect(page.getByTestId('stroke-marks').locator('li[data-mark="correct"]')).toHaveCount(
      6,
    );
    await expect(page.getByTestId('write-missed')).toHaveText('1');
    await expect(page.getByTestId('write-grade')).toHaveText(T.grades.good);
    await expect(page.getByTestId('write-due')).toBeVisible();
    await shot(page, `${lang}-1280-written`);

    // The search's "tools" tab finds the tool by its name and opens it.
    await page.goto(
      `/?lang=${lang}#/pages/search/search_res?keyword=${encodeURIComponent(T.toolKeyword)}`,
    );
    await page.getByRole('tab', { name: T.toolsTab }).click();
    const toolCard = page.locator('a[data-kind="writingTool"]');
    await expect(toolCard).toContainText(T.toolKind);
    await shot(page, `${lang}-1280-tools-tab`);
    await toolCard.click();
    await expect(page).toHaveURL(/#\/pages\/spell-tool\/spell-tool$/);
  });

  test(`a character with two readings has a recording for each (${lang})`, async ({ page }) => {
    await page.goto(`/?lang=${lang}${TOOL}?char=${encodeURIComponent('好')}`);
    await expect(page.getByTestId('character-pinyin')).toHaveText('hǎo, hào');
    const listen = page.getByTestId('character-listen');
    await expect(listen).toHaveText([`${T.listen}hǎo`, `${T.listen}hào`]);
    const sound = page.waitForResponse((response) =>
      response.url().includes('/api/writing/sound?syllable=hao4'),
    );
    await page.getByRole('button', { name: `${T.listen} hào` }).click();
    expect((await sound).status()).toBe(200);
    await page.getByTestId('character-pinyin').scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`${lang}-1280-two-readings.png`) });
  });

  test(`a visitor writes 十 with a pen, every stroke right (${lang})`, async ({ page }) => {
    const font = page.waitForResponse(isCall('queryFontInfo'));
    await page.goto(`/?lang=${lang}${TOOL}?char=${encodeURIComponent('十')}`);
    const ten = ((await (await font).json()) as FontAnswer).data;
    await expect(page.getByTestId('animation-status')).toHaveText(T.played, { timeout: 30_000 });
    // The page is told it is a pen: its pointer events say so.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { pointerTypes: string[] }).pointerTypes = seen;
      document.addEventListener('pointerdown', (event) => seen.push(event.pointerType));
    });
    await writeWithPen(page, ten.strokeData.medians);
    const pointerTypes = await page.evaluate(
      () => (window as unknown as { pointerTypes: string[] }).pointerTypes,
    );
    expect(pointerTypes).toEqual(['pen', 'pen']);
    await expect(page.getByTestId('write-result')).toContainText(T.unsaved);
    await expect(page.getByTestId('stroke-marks').locator('li[data-mark="correct"]')).toHaveCount(
      2,
    );
  });

  test(`a visitor writes 一 with a finger on a phone (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const font = page.waitForResponse(isCall('queryFontInfo'));
    await page.goto(`/?lang=${lang}${TOOL}?char=${encodeURIComponent('一')}`);
    const one = ((await (await font).json()) as FontAnswer).data;
    const square = quizSquare(page);
    await square.scrollIntoViewIfNeeded();
    const box = (await square.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expect(page.getByTestId('animation-status')).toHaveText(T.played, { timeout: 30_000 });
    await shot(page, `${lang}-390-animated`);
    await writeWithFinger(page, one.strokeData.medians);
    await expect(page.getByTestId('write-result')).toContainText(T.unsaved);
    await expect(page.getByTestId('stroke-marks').locator('li').first()).toHaveAttribute(
      'data-mark',
      'correct',
    );
    await shot(page, `${lang}-390-written`);
  });
}
