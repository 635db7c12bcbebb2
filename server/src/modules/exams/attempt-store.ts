import { and, eq } from 'drizzle-orm';
import type { RunningAttempt } from '@qiao/contracts/exams-calls';
import type { Language } from '@qiao/contracts/languages';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { readClock, secondsLeft, type ClockReading } from './rules/clock';
import { scorePaper, type Answers } from './rules/marking';
import { sectionSeconds } from './rules/paper-items';
import { publicSections } from './rules/public-paper';
import { pictureUrl, presentPaper, type AttemptRow, type PaperRow } from './presenter';
import { examAttempts, examPapers } from './tables';

/**
 * Reading and moving an attempt by the server's clock. Every call about an attempt loads it with
 * its paper, then brings it up to time: a section whose time ran out hands over to the next and the
 * last one hands the paper in, so an attempt left alone still ends on time when next touched.
 */

export interface LoadedAttempt {
  attempt: AttemptRow;
  paper: PaperRow;
}

/** The learner's own attempt; anyone else's answers "not found", as one that does not exist. */
export async function loadAttempt(
  db: Db,
  userId: string,
  attemptId: string,
): Promise<LoadedAttempt> {
  const [row] = await db
    .select({ attempt: examAttempts, paper: examPapers })
    .from(examAttempts)
    .innerJoin(examPapers, eq(examPapers.id, examAttempts.paperId))
    .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.userId, userId)));
  if (!row) throw new AppError('examAttemptNotFound');
  return row;
}

export const clockOf = (loaded: LoadedAttempt, now: Date): ClockReading =>
  readClock(sectionSeconds(loaded.paper.paper), loaded.attempt, now);

/** The attempt as it stands at `now`: moved to the section under way, or handed in by the clock. */
export async function bringUpToTime(
  db: Db,
  loaded: LoadedAttempt,
  now: Date,
): Promise<LoadedAttempt> {
  const { attempt, paper } = loaded;
  if (attempt.state !== 'running') return loaded;
  const reading = clockOf(loaded, now);
  if (reading.state === 'timeUp') {
    return { attempt: await handIn(db, attempt.id, paper, now, () => ({})), paper };
  }
  if (reading.sectionIndex === attempt.sectionIndex) return loaded;
  const [moved] = await db
    .update(examAttempts)
    .set({ sectionIndex: reading.sectionIndex, sectionStartedAt: reading.sectionStartedAt })
    .where(
      and(
        eq(examAttempts.id, attempt.id),
        eq(examAttempts.state, 'running'),
        eq(examAttempts.sectionIndex, attempt.sectionIndex),
      ),
    )
    .returning();
  // Another call moved it first: read what it wrote.
  return moved
    ? { attempt: moved, paper }
    : bringUpToTime(db, await loadAttempt(db, attempt.userId, attempt.id), now);
}

/**
 * Hands the paper in once: under a row lock, merges the last answers `lastAnswers` accepts from the
 * locked attempt, marks the paper and freezes its scores. The cause is the clock's when the last
 * section's time has run out, the learner's otherwise. An attempt already handed in is answered
 * as it is.
 */
export async function handIn(
  db: Db,
  attemptId: string,
  paper: PaperRow,
  now: Date,
  lastAnswers: (attempt: AttemptRow) => Answers,
): Promise<AttemptRow> {
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .select()
      .from(examAttempts)
      .where(eq(examAttempts.id, attemptId))
      .for('update');
    if (!attempt) throw new AppError('examAttemptNotFound');
    if (attempt.state !== 'running') return attempt;
    const answers = { ...attempt.answers, ...lastAnswers(attempt) };
    const marks = scorePaper(paper.paper, answers, {
      max: paper.maxScore,
      pass: paper.passScore,
    });
    const timeUp = clockOf({ attempt, paper }, now).state === 'timeUp';
    const [done] = await tx
      .update(examAttempts)
      .set({
        state: 'submitted',
        answers,
        submittedAt: now,
        submitCause: timeUp ? 'timeUp' : 'learner',
        sectionScores: marks.sections,
        total: marks.total,
        passed: marks.passed,
      })
      .where(eq(examAttempts.id, attemptId))
      .returning();
    return done!;
  });
}

/** Why a handed-in attempt takes no more answers: its time ran out, or it was handed in. */
export function finishedError(attempt: AttemptRow): AppError {
  return new AppError(attempt.submitCause === 'timeUp' ? 'examTimeUp' : 'examAttemptFinished');
}

/** The attempt as the exam page draws it: the paper without answers, the clock, the answers so far. */
export function presentAttempt(
  { attempt, paper }: LoadedAttempt,
  language: Language,
  now: Date,
): RunningAttempt {
  const seconds = paper.paper.sections[attempt.sectionIndex]?.seconds ?? 0;
  const running = attempt.state === 'running';
  return {
    attemptId: attempt.id,
    state: attempt.state,
    paper: presentPaper(paper, language),
    sections: publicSections(paper.paper, pictureUrl),
    sectionIndex: attempt.sectionIndex,
    secondsLeft:
      seconds === 0 ? null : running ? secondsLeft(seconds, attempt.sectionStartedAt, now) : 0,
    answers: attempt.answers,
    plays: attempt.plays,
    realName: attempt.realName,
    startedAt: attempt.startedAt.toISOString(),
  };
}
