import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { artifactsDir } from '../playwright.config';
import { expect, test } from './console-watch';
import { buttonName, registerLearner } from './sign-in';

/**
 * A new learner plays two games to their end, in Arabic (right to left) and in Chinese: the
 * pinyin–character memory pairs (each pair turned over once, read from the cards' data, so the
 * best score of the level is reached) and tone listening (every syllable heard from the writing
 * tool's recording of it, and its tone picked); each ends on the server's score and the level's best-score table with
 * the learner's own row.
 */
const TEXT = {
  ar: {
    lang: 'al',
    learner: 'ليلى',
    title: 'الألعاب',
    play: 'العب',
    pairsScore: 'النتيجة: 60',
    toneScore: 'النتيجة: 80',
    best: 'أفضل النتائج — المستوى 1',
    ownBest: 'أفضل نتيجة لك في هذا المستوى: 60',
    you: 'ليلى (أنت)',
    allGames: 'كل الألعاب',
    listen: 'استمع',
  },
  zh: {
    lang: 'zh',
    learner: '小明',
    title: '游戏',
    play: '开始',
    pairsScore: '得分：60',
    toneScore: '得分：80',
    best: '最高分 — 1级',
    ownBest: '你在这一级的最高分：60',
    you: '小明 (你)',
    allGames: '全部游戏',
    listen: '听',
  },
} as const;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(artifactsDir, `games-${name}.png`), fullPage: true });

async function openGame(page: Page, game: string, play: string) {
  await page
    .locator(`[data-game-card="${game}"]`)
    .getByRole('button', { name: buttonName(play) })
    .click();
}

/** Every pair turned over once: the cards' pair ids are read from the table the page laid out. */
async function matchEveryPair(page: Page, cards: Locator) {
  await expect(cards).toHaveCount(12);
  const pairIds = await cards.evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('data-pair')!),
  );
  for (const pairId of new Set(pairIds)) {
    const pair = page.locator(`button[data-pair="${pairId}"]`);
    await pair.first().click();
    await pair.last().click();
    // The last pair ends the round: the cards give way to the score.
    await expect(
      page
        .locator(`button[data-pair="${pairId}"][data-state="matched"]`)
        .first()
        .or(page.getByTestId('game-score')),
    ).toBeVisible();
  }
}

for (const language of ['ar', 'zh'] as const) {
  const T = TEXT[language];
  test(`in ${language}: a learner plays memory pairs and tone listening to the end and sees the best scores`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await registerLearner(page, T.learner);
    await page.goto(`/?lang=${T.lang}#/pages/games/games`);
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
    await expect(page.locator('[data-game-card]')).toHaveCount(6);
    await shot(page, `${language}-list-1280`);

    // Memory pairs, level 1: six pairs in six turns, the fewest, score 60.
    await openGame(page, 'pinyinPairs', T.play);
    const cards = page.locator('button[data-pair]');
    await matchEveryPair(page, cards);
    await expect(page.getByTestId('game-score')).toHaveText(T.pairsScore);
    const table = page.getByTestId('best-table');
    await expect(table.getByRole('heading', { name: T.best })).toBeVisible();
    await expect(table.getByText(T.ownBest)).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: T.you })).toContainText('60');
    await shot(page, `${language}-pairs-1280`);

    // Tone listening, level 1: each syllable heard (its recording answers), a tone picked.
    await page
      .getByRole('button', { name: buttonName(T.allGames) })
      .first()
      .click();
    await openGame(page, 'toneListening', T.play);
    const listen = page.getByTestId('tone-listen');
    await expect(listen).toBeVisible();
    await shot(page, `${language}-tone-1280`);
    for (let turn = 0; turn < 20; turn += 1) {
      if (await page.getByTestId('game-score').isVisible()) break;
      const heard = page.waitForResponse((response) =>
        response.url().includes('/api/writing/sound?syllable='),
      );
      await listen.click();
      const sound = await heard;
      expect(sound.status()).toBe(200);
      expect(sound.headers()['content-type']).toBe('audio/mpeg');
      // The recording is the syllable read with its tone (ni3): the learner picks what they heard.
      const tone = /([1-5])$/.exec(new URL(sound.url()).searchParams.get('syllable')!)![1]!;
      await page.locator(`[data-tone="${tone}"]`).click();
      await expect(page.getByTestId('game-score').or(listen)).toBeVisible();
    }
    // Every tone heard right: 8 syllables, 10 points each.
    await expect(page.getByTestId('game-score')).toHaveText(T.toneScore);
    await expect(
      page.getByTestId('best-table').getByRole('row').filter({ hasText: T.you }),
    ).toBeVisible();
    await shot(page, `${language}-tone-score-1280`);

    // The phone's width: the list and a game laid out in one column.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/?lang=${T.lang}#/pages/games/games`);
    await expect(page.locator('[data-game-card]')).toHaveCount(6);
    await shot(page, `${language}-list-390`);
    await openGame(page, 'pinyinPairs', T.play);
    await expect(cards).toHaveCount(12);
    await cards.first().click();
    await shot(page, `${language}-pairs-390`);
    await page.goto(`/?lang=${T.lang}#/pages/games/games?game=buildCharacter`);
    await expect(page.locator('input[type="radio"]').first()).toBeAttached();
    await shot(page, `${language}-build-390`);
  });
}
