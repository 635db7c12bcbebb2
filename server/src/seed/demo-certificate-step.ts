import { and, eq } from 'drizzle-orm';
import type { ItemAnswer, StoredItem, StoredPaper } from '@qiao/contracts/exams';
import { addToMyMoocs, courseAccess, courseOutline, courses } from '../modules/catalogue';
import {
  examAttempts,
  examPapers,
  handInByLearner,
  nextSection,
  saveAnswer,
  startAttempt,
  submitLessonTest,
} from '../modules/exams';
import { learningRecords } from '../modules/learning';
import { localUserByEmail } from '../modules/users';
import { Extensions } from '../platform/modules/extension-point';
import type { SeedStep } from '../platform/seed/run-seeds';

/**
 * The demo student on the way to the YCT 1 certificate (embedded default only, after the demo
 * catalogue and accounts): 70 of the course's 84 class hours finished (83%), its lesson test
 * answered 5 of 6 right (83%), and last week a whole YCT 1 mock paper handed in under the name
 * "Layla Ahmed", 19 of 20 heard and 11 of 15 read right: 95 + 73 = 168 of 200, marked by the
 * exams module as any attempt is. No certificate: the student applies for it.
 */

const DEMO_STUDENT = 'student@qiao.example';
const COURSE = 'yct-1';
const PAPER = 'yct-1-mock-1';
const LESSON_TEST = 'yct-1-lesson-1-test';
export const DEMO_REAL_NAME = 'Layla Ahmed';
const FINISHED_HOURS = 70;
/** Items answered wrongly, by their place in their section: 19/20 heard, 11/15 read. */
const WRONG_MOCK = [new Set([17]), new Set([3, 7, 9, 13])];
const WRONG_LESSON = new Set(['q3']);

const DAY = 24 * 3600 * 1000;

type Tx = Parameters<SeedStep['run']>[0];

/** The right answer of an item as the learner would give it. */
function rightAnswer(item: StoredItem): ItemAnswer {
  switch (item.type) {
    case 'pictureTrueFalse':
      return { type: item.type, value: item.answer };
    case 'orderSentences':
      return { type: item.type, order: [...item.answer] };
    case 'buildSentence':
      return { type: item.type, order: [...item.answer[0]!] };
    case 'writeCharacter':
      return { type: item.type, text: item.answer };
    default:
      return { type: item.type, choice: item.answer };
  }
}

/** A plausible slip: the other truth value, or the option next to the right one. */
function wrongAnswer(item: StoredItem): ItemAnswer {
  const right = rightAnswer(item);
  if (right.type === 'pictureTrueFalse') return { ...right, value: !right.value };
  if ('choice' in right) return { ...right, choice: right.choice === 'A' ? 'B' : 'A' };
  if (right.type === 'writeCharacter') return { ...right, text: '' };
  if (right.type === 'buildSentence') return { ...right, order: [...right.order].reverse() };
  if (right.type === 'orderSentences') return { ...right, order: [...right.order].reverse() };
  return right;
}

const itemsOfSection = (paper: StoredPaper, index: number) =>
  paper.sections[index]!.parts.flatMap((part) => part.items);

async function finishHours(tx: Tx, userId: string, courseId: string, now: Date) {
  const outline = await courseOutline(tx, { userId }, courseId);
  if (!outline) return;
  // Opening a class hour enrols the learner, so the course is in "my MOOCs" as the player leaves it.
  await addToMyMoocs(tx, userId, courseId);
  const hours = outline.hours.slice(0, FINISHED_HOURS);
  // About two class hours a day over the weeks before the exam.
  const rows = hours.flatMap((hour, index) => {
    const finishedAt = new Date(now.getTime() - (40 - Math.floor(index / 2)) * DAY);
    return hour.contents
      .filter((content) => content.kind !== 'test')
      .map((content) => {
        const seconds = content.durationSeconds ?? 0;
        return {
          userId,
          contentId: content.id,
          classHourId: hour.id,
          courseId,
          watchedSpans: seconds > 0 ? [[0, seconds] as [number, number]] : [],
          watchedSeconds: Math.round(seconds),
          currentTime: seconds,
          completedAt: finishedAt,
          lastReportAt: finishedAt,
          updatedAt: finishedAt,
        };
      });
  });
  if (rows.length > 0) await tx.insert(learningRecords).values(rows).onConflictDoNothing();
}

async function answerLessonTest(tx: Tx, userId: string, courseId: string, now: Date) {
  const outline = await courseOutline(tx, { userId }, courseId);
  const test = outline?.hours.flatMap((hour) => hour.contents).find((c) => c.kind === 'test');
  const [paper] = await tx.select().from(examPapers).where(eq(examPapers.slug, LESSON_TEST));
  if (!test || !paper) return;
  const answers = Object.fromEntries(
    paper.paper.sections
      .flatMap((section) => section.parts.flatMap((part) => part.items))
      .map((item) => [item.id, WRONG_LESSON.has(item.id) ? wrongAnswer(item) : rightAnswer(item)]),
  );
  // No purchases are known to the seed: the certificate's course is free, a priced one stays locked.
  const access = courseAccess(new Extensions());
  await submitLessonTest(tx, access, userId, { contentId: test.id, answers }, 'ar', now);
}

/** The mock paper taken through the exams module's own calls, with the clocks of that day. */
async function takeMockPaper(tx: Tx, userId: string, startedAt: Date) {
  const [paper] = await tx
    .select()
    .from(examPapers)
    .where(and(eq(examPapers.slug, PAPER), eq(examPapers.format, 'full')));
  if (!paper) return;
  const taken = await tx
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, userId), eq(examAttempts.paperId, paper.id)));
  if (taken.length > 0) return;
  const attempt = await startAttempt(
    tx,
    userId,
    { paperId: paper.id, realName: DEMO_REAL_NAME },
    'ar',
    startedAt,
  );
  let clock = startedAt.getTime();
  const last = paper.paper.sections.length - 1;
  for (const [index, section] of paper.paper.sections.entries()) {
    const items = itemsOfSection(paper.paper, index);
    // Each answer some seconds after the last, well inside the section's time.
    const step = Math.max(1, Math.floor((section.seconds * 1000 * 0.7) / (items.length + 1)));
    for (const [place, item] of items.entries()) {
      clock += step;
      const answer = WRONG_MOCK[index]?.has(place) ? wrongAnswer(item) : rightAnswer(item);
      await saveAnswer(
        tx,
        userId,
        { attemptId: attempt.attemptId, itemId: item.id, answer },
        new Date(clock),
      );
    }
    clock += step;
    if (index < last) {
      await nextSection(
        tx,
        userId,
        { attemptId: attempt.attemptId, fromSection: index },
        'ar',
        new Date(clock),
      );
    }
  }
  await handInByLearner(
    tx,
    userId,
    { attemptId: attempt.attemptId, answers: {} },
    'ar',
    new Date(clock),
  );
}

export function demoCertificateStep(now = () => new Date()): SeedStep {
  return {
    name: 'demo-certificate-progress',
    run: async (tx) => {
      const student = await localUserByEmail(tx, DEMO_STUDENT);
      const [course] = await tx.select().from(courses).where(eq(courses.slug, COURSE));
      if (!student || !course) return;
      const today = now();
      await finishHours(tx, student.id, course.id, today);
      await answerLessonTest(tx, student.id, course.id, new Date(today.getTime() - 12 * DAY));
      await takeMockPaper(tx, student.id, new Date(today.getTime() - 6 * DAY));
    },
  };
}
