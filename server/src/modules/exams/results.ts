import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AttemptResult, AttemptScores } from '@qiao/contracts/exams-calls';
import type { ExamFamily, ItemAnswer } from '@qiao/contracts/exams';
import type { Language } from '@qiao/contracts/languages';
import type { PageRequest } from '@qiao/contracts/pagination';
import { about, defineAbilityFor } from '@qiao/contracts/permissions';
import type { Db } from '../../platform/db/database';
import { onePage } from '../../platform/db/paging';
import { AppError } from '../../platform/http/app-error';
import type { RequestUser } from '../../platform/http/request-user';
import { users } from '../users';
import { bringUpToTime, handIn, loadAttempt, type LoadedAttempt } from './attempt-store';
import { lastAnswersAccepted } from './answering';
import { pictureUrl, presentScores } from './presenter';
import { resultItems } from './rules/result-items';
import { examAttempts, examPapers } from './tables';

function presentResult({ attempt, paper }: LoadedAttempt, language: Language): AttemptResult {
  return {
    ...presentScores(attempt, paper, language),
    realName: attempt.realName,
    items: resultItems(paper.paper, attempt.answers, pictureUrl),
  };
}

/**
 * Hands the paper in with the last answers of the section under way and answers its result; a
 * paper already handed in (by the clock, or a double click) answers the result it has.
 */
export async function handInByLearner(
  db: Db,
  userId: string,
  input: { attemptId: string; answers: Record<string, ItemAnswer> },
  language: Language,
  now = new Date(),
): Promise<AttemptResult> {
  const loaded = await loadAttempt(db, userId, input.attemptId);
  const attempt = await handIn(db, loaded.attempt.id, loaded.paper, now, (locked) =>
    lastAnswersAccepted({ attempt: locked, paper: loaded.paper }, input.answers, now),
  );
  return presentResult({ attempt, paper: loaded.paper }, language);
}

/** A handed-in attempt's result, for its learner or whoever may read every attempt (admins). */
export async function attemptResult(
  db: Db,
  user: RequestUser,
  attemptId: string,
  language: Language,
  now = new Date(),
): Promise<AttemptResult> {
  const [owner] = await db
    .select({ userId: examAttempts.userId })
    .from(examAttempts)
    .where(eq(examAttempts.id, attemptId));
  if (!owner || !defineAbilityFor(user).can('read', about('ExamAttempt', owner))) {
    throw new AppError('examAttemptNotFound');
  }
  const loaded = await bringUpToTime(db, await loadAttempt(db, owner.userId, attemptId), now);
  if (loaded.attempt.state === 'running') throw new AppError('examResultNotReady');
  return presentResult(loaded, language);
}

/** Hands in the learner's attempts whose time ran out while nobody looked, before listing. */
async function settleRunning(db: Db, userId: string, now: Date) {
  const running = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, userId), eq(examAttempts.state, 'running')));
  for (const { id } of running) await bringUpToTime(db, await loadAttempt(db, userId, id), now);
}

async function scoresPage(db: Db, where: SQL | undefined, page: PageRequest, language: Language) {
  const condition = and(eq(examAttempts.state, 'submitted'), where);
  const [rows, [counted]] = await Promise.all([
    onePage(
      db
        .select({ attempt: examAttempts, paper: examPapers, user: users })
        .from(examAttempts)
        .innerJoin(examPapers, eq(examPapers.id, examAttempts.paperId))
        .innerJoin(users, eq(users.id, examAttempts.userId))
        .where(condition)
        .orderBy(desc(examAttempts.submittedAt), desc(examAttempts.id)),
      page,
    ),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(examAttempts)
      .innerJoin(examPapers, eq(examPapers.id, examAttempts.paperId))
      .innerJoin(users, eq(users.id, examAttempts.userId))
      .where(condition),
  ]);
  return {
    rows: rows.map((row) => ({ row, scores: presentScores(row.attempt, row.paper, language) })),
    total: counted?.total ?? 0,
  };
}

/** "My results": the learner's handed-in attempts, newest first. */
export async function myResults(
  db: Db,
  userId: string,
  input: PageRequest & { family?: ExamFamily; level?: number },
  language: Language,
  now = new Date(),
): Promise<{ list: AttemptScores[]; total: number }> {
  await settleRunning(db, userId, now);
  const conditions: SQL[] = [eq(examAttempts.userId, userId)];
  if (input.family) conditions.push(eq(examPapers.family, input.family));
  if (input.level) conditions.push(eq(examPapers.level, input.level));
  const { rows, total } = await scoresPage(db, and(...conditions), input, language);
  return { list: rows.map(({ scores }) => scores), total };
}

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Admins: every learner's handed-in attempts, optionally of learners whose name or email matches. */
export async function learnersResults(
  db: Db,
  input: PageRequest & { learner?: string },
  language: Language,
) {
  const pattern = input.learner ? containing(input.learner) : null;
  const where = pattern
    ? or(
        ilike(users.loginName, pattern),
        ilike(users.userName, pattern),
        ilike(users.email, pattern),
      )
    : undefined;
  const { rows, total } = await scoresPage(db, where, input, language);
  return {
    list: rows.map(({ row, scores }) => ({
      ...scores,
      learnerId: row.user.id,
      learnerName: row.user.userName || row.user.loginName,
    })),
    total,
  };
}
