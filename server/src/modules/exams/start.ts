import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { CannotStartReason, RunningAttempt } from '@qiao/contracts/exams-calls';
import { EXAM_LIMITS } from '@qiao/contracts/exams';
import type { Language } from '@qiao/contracts/languages';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { bringUpToTime, loadAttempt, presentAttempt, type LoadedAttempt } from './attempt-store';
import { findMockPaper } from './papers';
import { presentPaper } from './presenter';
import { examAttempts } from './tables';

/**
 * Starting a mock paper: one attempt runs per learner and paper (a partial unique index), so
 * starting again, from a reload or a second tab, answers the running one with its clock as it is.
 */

/** The learner's running attempt of a paper, brought up to time (null once the clock ended it). */
async function runningAttempt(
  db: Db,
  userId: string,
  paperId: string,
  now: Date,
): Promise<LoadedAttempt | null> {
  const [row] = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.userId, userId),
        eq(examAttempts.paperId, paperId),
        eq(examAttempts.state, 'running'),
      ),
    );
  if (!row) return null;
  const loaded = await bringUpToTime(db, await loadAttempt(db, userId, row.id), now);
  return loaded.attempt.state === 'running' ? loaded : null;
}

/** Starts since the beginning of the server's (UTC) day. */
async function startsToday(db: Db, userId: string, paperId: string, now: Date) {
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.userId, userId),
        eq(examAttempts.paperId, paperId),
        gte(examAttempts.startedAt, dayStart),
      ),
    );
  return row?.count ?? 0;
}

/** The name the learner gave at their last attempt that asked for one. */
async function lastRealName(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ realName: examAttempts.realName })
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, userId), isNotNull(examAttempts.realName)))
    .orderBy(desc(examAttempts.startedAt))
    .limit(1);
  return row?.realName ?? null;
}

/**
 * Whether the learner may start now. A running attempt comes first (the page continues it), then
 * the day's starts; a paper that asks for a real name says so until one is given with the start.
 */
export async function canStart(
  db: Db,
  userId: string,
  paperId: string,
  language: Language,
  now = new Date(),
) {
  const paper = await findMockPaper(db, paperId);
  const running = await runningAttempt(db, userId, paperId, now);
  const startsLeftToday = Math.max(
    0,
    EXAM_LIMITS.attemptsPerPaperPerDay - (await startsToday(db, userId, paperId, now)),
  );
  const reason: CannotStartReason | null = running
    ? 'attemptRunning'
    : startsLeftToday === 0
      ? 'tooManyToday'
      : paper.requiresRealName
        ? 'realNameRequired'
        : null;
  return {
    allowed: reason === null,
    reason,
    runningAttemptId: running?.attempt.id ?? null,
    requiresRealName: paper.requiresRealName,
    lastRealName: await lastRealName(db, userId),
    startsLeftToday,
    paper: presentPaper(paper, language),
  };
}

/** Starts an attempt (its first section's clock starts now), or answers the running one. */
export async function startAttempt(
  db: Db,
  userId: string,
  input: { paperId: string; realName?: string },
  language: Language,
  now = new Date(),
): Promise<RunningAttempt> {
  const paper = await findMockPaper(db, input.paperId);
  const running = await runningAttempt(db, userId, paper.id, now);
  if (running) return presentAttempt(running, language, now);
  if (paper.requiresRealName && !input.realName) throw new AppError('examRealNameRequired');
  if ((await startsToday(db, userId, paper.id, now)) >= EXAM_LIMITS.attemptsPerPaperPerDay) {
    throw new AppError('examTooManyAttempts', { max: EXAM_LIMITS.attemptsPerPaperPerDay });
  }
  const [created] = await db
    .insert(examAttempts)
    .values({
      userId,
      paperId: paper.id,
      realName: input.realName ?? null,
      sectionIndex: 0,
      sectionStartedAt: now,
      startedAt: now,
    })
    // Two starts at once: the running-attempt index lets one in; the other answers that one.
    .onConflictDoNothing()
    .returning();
  if (created) return presentAttempt({ attempt: created, paper }, language, now);
  const winner = await runningAttempt(db, userId, paper.id, now);
  if (!winner) throw new Error('an exam start conflicted with no running attempt');
  return presentAttempt(winner, language, now);
}
