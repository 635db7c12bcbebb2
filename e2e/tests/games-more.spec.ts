import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROUND_ITEMS, type GameId, type GameRound, type RoundOf } from '@qiao/contracts/games';
import { PICTURE_WORDS } from '@qiao/contracts/games-picture-words';
import type { CharacterBrief, FontInfo } from '@qiao/contracts/writing';
import { artifactsDir } from '../playwright.config';
import { expect, test } from './console-watch';
import { buttonName, registerLearner } from './sign-in';

/**
 * A new learner plays each of the four other games to its end at level 1, every answer right:
 * building the character from its parts and the sentence from its words in Arabic (right to
 * left), the stroke-order race and listen-and-pick-the-picture in Chinese. The right answers come
 * from what the learner is given: the round the page drew (its sentences, its words heard, its
 * characters' strokes) and the writing tool's public character data (the character a pinyin and
 * meaning name, its radical's strokes, its writing order); the server keeps the key. Each game ends
 * on the server's score, the best of the level and the learner's own row of the best-score table.
 */
const TEXT = {
  ar: {
    lang: 'al',
    learner: 'سلمى',
    title: 'الألعاب',
    play: 'العب',
    score: (score: number) => `النتيجة: ${score}`,
    best: 'أفضل النتائج — المستوى 1',
    ownBest: (score: number) => `أفضل نتيجة لك في هذا المستوى: ${score}`,
    you: (name: string) => `${name} (أنت)`,
    buildNext: 'الحرف التالي',
    sentenceNext: 'الجملة التالية',
    raceNext: 'الحرف التالي',
    pictureNext: 'الكلمة التالية',
    finish: 'إنهاء',
  },
  zh: {
    lang: 'zh',
    learner: '小红',
    title: '游戏',
    play: '开始',
    score: (score: number) => `得分：${score}`,
    best: '最高分 — 1级',
    ownBest: (score: number) => `你在这一级的最高分：${score}`,
    you: (name: string) => `${name} (你)`,
    buildNext: '下一个字',
    sentenceNext: '下一句',
    raceNext: '下一个字',
    pictureNext: '下一个词',
    finish: '完成',
  },
} as const;
type Language = keyof typeof TEXT;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(artifactsDir, `games-more-${name}.png`), fullPage: true });

/** The games page in the language, a new learner signed in. */
async function openGames(page: Page, language: Language, learner: string) {
  const T = TEXT[language];
  await registerLearner(page, learner);
  await page.goto(`/?lang=${T.lang}#/pages/games/games`);
  await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
  await expect(page.locator('[data-game-card]')).toHaveCount(6);
}

/** Plays a game at level 1: answers the round the page drew for it. */
async function playGame<G extends GameId>(page: Page, game: G, play: string) {
  const drawn = page.waitForResponse(
    (response) =>
      response.url().includes('/api/games/round') && response.request().method() === 'POST',
  );
  await page
    .locator(`[data-game-card="${game}"]`)
    .getByRole('button', { name: buttonName(play) })
    .click();
  const response = await drawn;
  expect(response.status()).toBe(200);
  const round = ((await response.json()) as { data: GameRound }).data;
  expect(round.content.game).toBe(game);
  return round.content as RoundOf<G>;
}

/** The writing tool's public data, as any page asks it (no sign-in needed). */
async function writingData<T>(page: Page, call: string, query: Record<string, string>) {
  const response = await page.request.get(`/open_api/${call}?${new URLSearchParams(query)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The score the server gave, the level's best and the learner's own row in the best table. */
async function expectScoreAndBest(page: Page, language: Language, learner: string, score: number) {
  const T = TEXT[language];
  await expect(page.getByTestId('game-score')).toHaveText(T.score(score));
  const table = page.getByTestId('best-table');
  await expect(table.getByRole('heading', { name: T.best })).toBeVisible();
  await expect(table.getByText(T.ownBest(score))).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: T.you(learner) })).toContainText(
    String(score),
  );
}

/** The button that goes on to the next item, or finishes on the last. */
const goOn = (page: Page, next: string, finish: string, last: boolean) =>
  page.getByRole('button', { name: buttonName(last ? finish : next) }).click();

/**
 * A sentence's words in its order: the sentence (without its closing mark) read as its words, each
 * once, trying every word that begins what is left.
 */
function wordsInOrder(words: readonly string[], sentence: string): string[] {
  const text = sentence.replace(/[。？！.?!]+$/, '');
  const read = (left: string, unused: readonly string[]): string[] | null => {
    if (left === '') return unused.length === 0 ? [] : null;
    for (const word of unused) {
      if (!left.startsWith(word)) continue;
      const rest = read(
        left.slice(word.length),
        unused.filter((one) => one !== word),
      );
      if (rest) return [word, ...rest];
    }
    return null;
  };
  const order = read(text, words);
  expect(order, sentence).not.toBeNull();
  return order!;
}

const sameStrokes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((stroke, index) => stroke === b[index]);

test('in Arabic: a learner builds each character from its radical and other part, to the score and the best table', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const T = TEXT.ar;
  await openGames(page, 'ar', T.learner);
  const round = await playGame(page, 'buildCharacter', T.play);
  expect(round.items).toHaveLength(6);

  for (const [place, item] of round.items.entries()) {
    await expect(page.locator(`[data-item="${place}"]`)).toBeVisible();
    // The character its pinyin and meanings name, and its strokes split into radical and rest.
    const found = await writingData<{ list: CharacterBrief[] }>(page, 'searchFont', {
      q: item.pinyin,
      pageCount: '100',
    });
    const character = found.list.find(
      (one) =>
        one.pinyin[0] === item.pinyin &&
        JSON.stringify(one.meanings) === JSON.stringify(item.meanings),
    );
    expect(character, item.pinyin).toBeDefined();
    const { strokeData } = await writingData<FontInfo>(page, 'queryFontInfo', {
      char: character!.char,
    });
    const radicalStrokes = strokeData.radStrokes ?? [];
    const radical = strokeData.strokes.filter((_, index) => radicalStrokes.includes(index));
    const other = strokeData.strokes.filter((_, index) => !radicalStrokes.includes(index));
    const radicalPart = item.radicalParts.find((part) => sameStrokes(part.strokes, radical));
    const otherPart = item.otherParts.find((part) => sameStrokes(part.strokes, other));
    expect(radicalPart && otherPart, character!.char).toBeTruthy();

    for (const part of [radicalPart!, otherPart!]) {
      await page.locator('label', { has: page.locator(`input[value="${part.id}"]`) }).click();
      await expect(page.locator(`input[value="${part.id}"]`)).toBeChecked();
    }
    if (place === 0) await shot(page, 'ar-build-1280');
    await goOn(page, T.buildNext, T.finish, place === round.items.length - 1);
  }
  await expectScoreAndBest(page, 'ar', T.learner, 60);
  await shot(page, 'ar-build-score-1280');
});

test('in Arabic: a learner puts each sentence’s words in order, to the score and the best table', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const T = TEXT.ar;
  const learner = 'سامي';
  await openGames(page, 'ar', learner);
  const round = await playGame(page, 'sentenceBuilder', T.play);
  expect(round.items).toHaveLength(5);

  for (const [place, item] of round.items.entries()) {
    await expect(page.locator(`[data-item="${place}"]`)).toBeVisible();
    await expect(page.getByTestId('sentence-meaning')).toHaveText(item.meaning.ar);
    const order = wordsInOrder(
      item.words.map((word) => word.text),
      item.speech,
    );
    for (const word of order) await page.locator(`button[data-word="${word}"]`).click();
    await expect(page.getByTestId('sentence-outcome')).toHaveAttribute('data-right', 'true');
    await expect(page.getByTestId('sentence-placed')).toHaveAttribute('data-state', 'right');
    if (place === 0) await shot(page, 'ar-sentence-1280');
    await goOn(page, T.sentenceNext, T.finish, place === round.items.length - 1);
  }
  await expectScoreAndBest(page, 'ar', learner, 50);
  await shot(page, 'ar-sentence-score-1280');
});

test('in Chinese: a learner taps each character’s strokes in writing order, to the score and the best table', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const T = TEXT.zh;
  await openGames(page, 'zh', T.learner);
  const round = await playGame(page, 'strokeRace', T.play);
  expect(round.items).toHaveLength(4);

  for (const [place, item] of round.items.entries()) {
    await expect(page.locator(`[data-item="${place}"]`)).toBeVisible();
    // The writing order: the character's strokes in the writing tool's data, matched by path.
    const { strokeData } = await writingData<FontInfo>(page, 'queryFontInfo', { char: item.char });
    const idOf = new Map(item.strokes.map((stroke) => [stroke.path, stroke.id]));
    const order = strokeData.strokes.map((stroke) => idOf.get(stroke)!);
    expect(order.every(Boolean), item.char).toBe(true);
    for (const [index, id] of order.entries()) {
      await page.locator(`button[data-stroke="${id}"]`).click();
      if (place === 0 && index === 0) await shot(page, 'zh-race-1280');
    }
    await expect(page.getByTestId('race-outcome')).toHaveAttribute('data-outcome', 'done');
    await expect(page.getByTestId('race-points')).toContainText(String((place + 1) * 10));
    await goOn(page, T.raceNext, T.finish, place === round.items.length - 1);
  }
  await expectScoreAndBest(page, 'zh', T.learner, 40);
  await shot(page, 'zh-race-score-1280');
});

test('in Chinese: a learner picks the picture of each word heard, to the score and the best table', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const T = TEXT.zh;
  const learner = '小刚';
  await openGames(page, 'zh', learner);
  // Each word is heard as it comes: its recording is asked for as the item shows.
  const hear = () =>
    page.waitForResponse((response) => response.url().includes('/api/games/sound'));
  let heard = hear();
  const round = await playGame(page, 'listenPicture', T.play);
  // Every picture word is recorded: a round without a Chinese voice is as long as any.
  expect(round.items).toHaveLength(ROUND_ITEMS.listenPicture[0]!);

  for (const [place, item] of round.items.entries()) {
    await expect(page.locator(`[data-item="${place}"]`)).toBeVisible();
    // Headless Chromium has no Chinese voice: the round holds recorded words only.
    expect(item.audio, item.speech).toMatch(/^\/api\/games\/sound\?/);
    const sound = await heard;
    expect(sound.status()).toBe(200);
    expect(sound.headers()['content-type']).toBe('audio/mpeg');
    const picture = PICTURE_WORDS.find((entry) => entry.word === item.speech)!.id;
    expect(item.pictures).toContain(picture);
    await page.locator(`button[data-picture="${picture}"]`).click();
    await expect(page.getByTestId('picture-outcome')).toHaveAttribute('data-right', 'true');
    await expect(page.locator(`button[data-picture="${picture}"]`)).toHaveAttribute(
      'data-state',
      'right',
    );
    if (place === 0) await shot(page, 'zh-picture-1280');
    const last = place === round.items.length - 1;
    if (!last) heard = hear();
    await goOn(page, T.pictureNext, T.finish, last);
  }
  await expectScoreAndBest(page, 'zh', learner, round.items.length * 10);
  await shot(page, 'zh-picture-score-1280');
});
