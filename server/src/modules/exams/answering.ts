import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { RunningAttempt } from '@qiao/contracts/exams-calls';
import { EXAM_LIMITS, type ItemAnswer } from '@qiao/contracts/exams';
import type { Language } from '@qiao/contracts/languages';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import {
  bringUpToTime,
  clockOf,
  finishedError,
  loadAttempt,
  presentAttempt,
  type LoadedAttempt,
} from './attempt-store';
import { answerDeadline, secondsLeft } from './rules/clock';
import { findItem, type LocatedItem } from './rules/paper-items';
import { examAttempts } from './tables';

/** The row's section is still open for answers at `now` (its end plus the grace), or untimed. */
export function sectionOpenAt(seconds: number, now: Date, extraSeconds: number): SQL | undefined {
  if (seconds === 0) return undefined;
  return sql`${now.toISOString()}::timestamptz <= ${examAttempts.sectionStartedAt}
    + make_interval(secs => ${seconds + extraSeconds}::int)`;
}

/**
 * One atomic write of one answer: merged into the answers only while the attempt runs, the item's
 * section is the current one and its time (with the grace for an answer in flight) is not over.
 */
async function writeAnswer(
  db: Db,
  loaded: LoadedAttempt,
  located: LocatedItem,
  answer: ItemAnswer,
  now: Date,
): Promise<Date | null> {
  const seconds = loaded.paper.paper.sections[located.sectionIndex]!.seconds;
  const [row] = await db
    .update(examAttempts)
    .set({
      answers: sql`${examAttempts.answers} || jsonb_build_object(${located.item.id}::text, ${JSON.stringify(answer)}::jsonb)`,
    })
    .where(
      and(
        eq(examAttempts.id, loaded.attempt.id),
        eq(examAttempts.userId, loaded.attempt.userId),
        eq(examAttempts.state, 'running'),
        eq(examAttempts.sectionIndex, located.sectionIndex),
        sectionOpenAt(seconds, now, EXAM_LIMITS.graceSeconds),
      ),
    )
    .returning({ sectionStartedAt: examAttempts.sectionStartedAt });
  return row?.sectionStartedAt ?? null;
}

/** Saves one answer of the current section, replacing an earlier one of the same item. */
export async function saveAnswer(
  db: Db,
  userId: string,
  input: { attemptId: string; itemId: string; answer: ItemAnswer },
  now = new Date(),
): Promise<{ saved: boolean; secondsLeft: number | null }> {
  const loaded = await loadAttempt(db, userId, input.attemptId);
  const located = findItem(loaded.paper.paper, input.itemId);
  if (!located) throw new AppError('examItemNotInSection');
  if (located.item.type !== input.answer.type) throw new AppError('examAnswerWrongType');
  if (loaded.attempt.state !== 'running') throw finishedError(loaded.attempt);
  const seconds = loaded.paper.paper.sections[located.sectionIndex]!.seconds;
  const answered = async () => {
    const startedAt = await writeAnswer(db, loaded, located, input.answer, now);
    return startedAt && { saved: true, secondsLeft: secondsLeft(seconds, startedAt, now) };
  };
  const saved = await answered();
  if (saved) return saved;
  // Not written: the clock may have moved on (or into the item's section), or the paper is in.
  const storedSection = loaded.attempt.sectionIndex;
  const fresh = await bringUpToTime(db, await loadAttempt(db, userId, input.attemptId), now);
  if (fresh.attempt.state !== 'running') throw finishedError(fresh.attempt);
  if (fresh.attempt.sectionIndex === located.sectionIndex && storedSection < located.sectionIndex) {
    const retried = await answered();
    if (retried) return retried;
  }
  const ranOut =
    storedSection === located.sectionIndex && fresh.attempt.sectionIndex > located.sectionIndex;
  throw new AppError(ranOut ? 'examTimeUp' : 'examItemNotInSection');
}

/**
 * Leaves the section the page shows for the next one, whose clock starts now. A second click
 * (the section already left) answers the attempt as it is; the last section is left by handing in.
 */
export async function nextSection(
  db: Db,
  userId: string,
  input: { attemptId: string; fromSection: number },
  language: Language,
  now = new Date(),
): Promise<RunningAttempt> {
  const loaded = await bringUpToTime(db, await loadAttempt(db, userId, input.attemptId), now);
  const { attempt, paper } = loaded;
  if (attempt.state !== 'running') throw finishedError(attempt);
  if (input.fromSection < attempt.sectionIndex) return presentAttempt(loaded, language, now);
  if (
    input.fromSection > attempt.sectionIndex ||
    input.fromSection >= paper.paper.sections.length - 1
  ) {
    throw new AppError('examSectionMismatch');
  }
  await db
    .update(examAttempts)
    .set({ sectionIndex: attempt.sectionIndex + 1, sectionStartedAt: now })
    .where(
      and(
        eq(examAttempts.id, attempt.id),
        eq(examAttempts.state, 'running'),
        eq(examAttempts.sectionIndex, attempt.sectionIndex),
      ),
    );
  const moved = await bringUpToTime(db, await loadAttempt(db, userId, attempt.id), now);
  return presentAttempt(moved, language, now);
}

/**
 * The last answers sent with the hand-in that still count: items of the section under way (or of
 * the one whose time ended within the grace), each of its item's type.
 */
export function lastAnswersAccepted(
  loaded: LoadedAttempt,
  answers: Readonly<Record<string, ItemAnswer>>,
  now: Date,
): Record<string, ItemAnswer> {
  const { attempt, paper } = loaded;
  const reading = clockOf(loaded, now);
  const stored = paper.paper.sections[attempt.sectionIndex]!;
  const deadline = answerDeadline(stored.seconds, attempt.sectionStartedAt);
  const open = (sectionIndex: number) =>
    (sectionIndex === attempt.sectionIndex && (!deadline || now <= deadline)) ||
    (reading.state === 'running' && sectionIndex === reading.sectionIndex);
  return Object.fromEntries(
    Object.entries(answers).filter(([itemId, answer]) => {
      const located = findItem(paper.paper, itemId);
      return located && located.item.type === answer.type && open(located.sectionIndex);
    }),
  );
}
