import path from 'node:path';
import type { Page } from '@playwright/test';
import { artifactsDir } from '../playwright.config';
import { expect, test } from './console-watch';
import { buttonName, registerLearner } from './sign-in';

/**
 * A new learner takes the demo YCT course's lesson test in the player, in Arabic (right to left)
 * and in Chinese: the test is the last class hour of lesson 1, so the six class hours before it are
 * watched through the learning calls first (as the player reports them, with the wall clock
 * passing), then the test is answered, handed in, and shows its accuracy against the pass accuracy
 * with each item's right answer; "try again" starts over; the course page shows the learner's
 * lesson-test accuracy; and "my results" opens from the name's drop-down (empty for a new learner,
 * leading to the papers), then lists a paper once one is handed in.
 */
const TEXT = {
  ar: {
    lang: 'al',
    learner: 'ليلى',
    yct: 'YCT المستوى الأول: تعلّم الصينية بمرح',
    testHeading: 'اختبار الدرس: \u2068اختبار الدرس 1: مرحبًا\u2069',
    choices: 'الخيارات',
    trueOrFalse: 'مطابقة أم لا',
    matches: 'مطابقة',
    notMatches: 'غير مطابقة',
    answered: 'أجبت عن 3 من 6',
    submit: 'سلّم الإجابات',
    accuracy: /^الدقة\s*\u2068?50\D*%/,
    rightOfItems: '3 إجابات صحيحة من 6',
    notReached: /^دون نسبة النجاح \(\u2068?70\D*%/,
    rightAnswer: 'الإجابة الصحيحة:',
    tryAgain: 'حاول مرة أخرى',
    courseAccuracy: 'اختبارات الدروس',
    courseTaken: 'قدّمت 1 من 1',
    myResults: 'نتائجي',
    empty: 'لم تسلّم أي اختبار تجريبي بعد.',
    toPapers: 'اختر اختباراً تجريبياً',
    realName: 'ليلى أحمد',
    notPassed: 'لم ينجح',
    chart: 'تقدّمك عبر المحاولات',
  },
  zh: {
    lang: 'zh',
    learner: '小明',
    yct: 'YCT一级：快乐学汉语',
    testHeading: '课堂测验：\u2068第1课 小测验：你好\u2069',
    choices: '选项',
    trueOrFalse: '是否一致',
    matches: '一致',
    notMatches: '不一致',
    answered: '已答 3/6',
    submit: '交卷',
    accuracy: /^正确率\s*\u2068?50\u00a0?%/,
    rightOfItems: '6 题中答对 3 题',
    notReached: /^未达到合格正确率（\u2068?70\u00a0?%/,
    rightAnswer: '正确答案：',
    tryAgain: '再做一次',
    courseAccuracy: '课堂测验',
    courseTaken: '已做 1/1',
    myResults: '我的成绩',
    empty: '你还没有交过模拟考试的试卷。',
    toPapers: '选一套模拟试卷',
    realName: '王小明',
    notPassed: '不合格',
    chart: '历次考试的进步',
  },
} as const;

type Language = keyof typeof TEXT;

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** A call of Qiao's API from the signed-in page, as the web client makes it. */
async function call<T>(page: Page, url: string, body: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ url, body }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      return (await response.json()) as unknown;
    },
    { url, body },
  );
  const envelope = answer as Envelope<T>;
  expect(envelope.code, `${url}: ${envelope.message}`).toBe(0);
  return envelope.data;
}

interface Hour {
  id: string;
  contents: { id: string; kind: string; durationSeconds: number | null }[];
}

/**
 * Lesson 1's class hours watched to their end before its last one, as the player reports them:
 * each opened, its video's clock started, then the clip's spans reported once the wall clock allows
 * them (the server credits at most twice the time passed, the player's fastest speed).
 */
async function watchLessonOneUpToItsTest(page: Page, courseId: string) {
  const course = await call<{ tree: { chapters: { classHours: Hour[] }[] }[] }>(
    page,
    '/api/Index/getMoocDataDetailNew',
    { id: courseId },
  );
  const hours = course.tree[0]!.chapters[0]!.classHours;
  const last = hours.at(-1)!;
  for (const hour of hours.slice(0, -1)) {
    const video = hour.contents.find((content) => content.kind === 'video')!;
    await call(page, '/api/muke/saveMukeRecordCourse', { classHourId: hour.id });
    await call(page, '/api/muke/saveMukeRecordContent', { contentId: video.id });
    const seconds = video.durationSeconds ?? 8;
    await page.waitForTimeout((seconds / 2) * 1000 + 500);
    await call(page, '/api/user/updateLearningRecord', {
      contentId: video.id,
      currentTime: seconds,
      watched: [[0, seconds]],
    });
  }
  return last;
}

for (const language of ['ar', 'zh'] as const satisfies Language[]) {
  const T = TEXT[language];
  test(`in ${language}: a new learner takes lesson 1's test in the player and finds my results`, async ({
    page,
  }) => {
    await registerLearner(page, T.learner);
    await page.goto(`/?lang=${T.lang}#/pages/mooc_list/mooc_list`);
    await page.getByRole('heading', { level: 3 }).getByRole('link', { name: T.yct }).click();
    await expect(page).toHaveURL(/mooc_details\/mooc_details\?id=/);
    const courseId = new URLSearchParams(page.url().split('?').at(-1)).get('id')!;
    const lastHour = await watchLessonOneUpToItsTest(page, courseId);
    const testContent = lastHour.contents.find((content) => content.kind === 'test')!;

    await page.goto(
      `/?lang=${T.lang}#/pages/mooc_details_son/mooc_details_son?id=${lastHour.id}&content=${testContent.id}`,
    );
    const quiz = page.getByTestId('lesson-test');
    await expect(quiz.getByRole('heading', { level: 2, name: T.testHeading })).toBeVisible();
    // Three of six answered: the heard dialogue's first reply (right), the teacher's picture
    // matches (right), the student's picture does not match (right); the rest left unanswered.
    await quiz
      .getByRole('radiogroup', { name: T.choices })
      .first()
      .getByRole('radio')
      .first()
      .check();
    const trueFalse = quiz.getByRole('radiogroup', { name: T.trueOrFalse });
    await trueFalse.nth(0).getByRole('radio', { name: T.matches, exact: true }).check();
    await trueFalse.nth(1).getByRole('radio', { name: T.notMatches, exact: true }).check();
    await expect(quiz.getByText(T.answered)).toBeVisible();
    await quiz.getByRole('button', { name: buttonName(T.submit) }).click();

    const result = page.getByTestId('lesson-test-result');
    await expect(result.getByText(T.accuracy)).toBeVisible();
    await expect(result.getByText(T.rightOfItems)).toBeVisible();
    await expect(result.getByText(T.notReached)).toBeVisible();
    await expect(result.getByText(T.rightAnswer)).toHaveCount(6);
    await page.screenshot({
      path: path.join(artifactsDir, `exams-lesson-test-${language}.png`),
      fullPage: true,
    });
    // At a phone's width the result fits without sideways scrolling (once the shell has laid
    // itself out again for the new width).
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(result.getByText(T.rightOfItems)).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    await page.screenshot({
      path: path.join(artifactsDir, `exams-lesson-test-${language}-390.png`),
      fullPage: true,
    });
    await page.setViewportSize({ width: 1280, height: 800 });

    await result.getByRole('button', { name: buttonName(T.tryAgain) }).click();
    await expect(quiz.getByRole('button', { name: buttonName(T.submit) })).toBeVisible();

    // The course page shows the learner's lesson-test accuracy.
    await page.goto(`/?lang=${T.lang}#/pages/mooc_details/mooc_details?id=${courseId}`);
    const accuracy = page.getByTestId('course-test-accuracy');
    await expect(accuracy.getByRole('heading', { name: T.courseAccuracy })).toBeVisible();
    await expect(accuracy.getByText(T.courseTaken)).toBeVisible();

    // "My results" from the name's drop-down: nothing handed in yet, so the way to the papers.
    await page.getByRole('button', { name: new RegExp(T.learner) }).click();
    await page.getByRole('menuitem', { name: T.myResults }).click();
    await expect(page).toHaveURL(/#\/pages\/exam\/my_results$/);
    await expect(page.getByRole('heading', { level: 1, name: T.myResults })).toBeVisible();
    await expect(page.getByText(T.empty)).toBeVisible();
    await page.screenshot({
      path: path.join(artifactsDir, `exams-my-results-${language}.png`),
      fullPage: true,
    });
    await page.getByRole('link', { name: T.toPapers }).click();
    await expect(page).toHaveURL(/#\/pages\/exam\/list/);

    // A paper handed in at once (through the exam calls, its pages have their own journey): my
    // results lists it with its level, points per section, total and outcome, and draws its point.
    const papers = await call<{ list: { id: string; levelName: string | null }[] }>(
      page,
      '/api/cert/getMockExamList',
      { family: 'yct', level: 1 },
    );
    const attempt = await call<{ attemptId: string }>(page, '/api/cert/createMockExam', {
      paperId: papers.list[0]!.id,
      realName: T.realName,
    });
    await call(page, '/api/cert/createMockExamTest', { attemptId: attempt.attemptId, answers: {} });
    await page.goto(`/?lang=${T.lang}#/pages/exam/my_results`);
    const row = page.getByTestId('exam-attempt');
    await expect(row).toHaveCount(1);
    await expect(row.getByText('YCT 1', { exact: true })).toBeVisible();
    await expect(row.getByText(T.notPassed)).toBeVisible();
    await expect(page.getByRole('img', { name: T.chart })).toBeVisible();
    await page.screenshot({
      path: path.join(artifactsDir, `exams-my-results-attempt-${language}.png`),
      fullPage: true,
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(row.getByText(T.notPassed)).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    await page.screenshot({
      path: path.join(artifactsDir, `exams-my-results-attempt-${language}-390.png`),
      fullPage: true,
    });
  });
}
