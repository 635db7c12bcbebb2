import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { PageRequest } from '@qiao/contracts/pagination';
import {
  WRITING_LIMITS,
  type WritingAttempt,
  type WritingCard,
  type WritingResult,
} from '@qiao/contracts/writing';
import { rateWriting } from '@qiao/contracts/writing-rating';
import type { Db } from '../../platform/db/database';
import { onePage } from '../../platform/db/paging';
import { AppError } from '../../platform/http/app-error';
import { knownCharacter } from './lookups';
import { scheduleCharacter } from './rules/schedule';
import { writingAttempts, writingCards } from './tables';

type CardRow = typeof writingCards.$inferSelect;
type AttemptRow = typeof writingAttempts.$inferSelect;

function presentCard(row: CardRow): WritingCard {
  return {
    char: row.char,
    state: row.state,
    due: row.due.toISOString(),
    stability: row.stability,
    difficulty: row.difficulty,
    reps: row.reps,
    lapses: row.lapses,
    lastReview: row.lastReview?.toISOString() ?? null,
  };
}

function presentAttempt(row: AttemptRow): WritingAttempt {
  return {
    id: row.id,
    char: row.char,
    mistakesPerStroke: row.mistakesPerStroke,
    hintsUsed: row.hintsUsed,
    durationMs: row.durationMs,
    rating: row.rating,
    writtenAt: row.writtenAt.toISOString(),
  };
}

/**
 * Records one writing of a character the data knows, with one result per stroke of it, grades it
 * and reschedules the learner's card. Writings of one learner's character take turns (an advisory
 * lock: the first has no card row to lock), so two sent at once are scheduled one after the
 * other; nothing is written when the result is refused.
 */
export async function markFont(
  db: Db,
  userId: string,
  result: WritingResult,
  now = new Date(),
): Promise<{ attempt: WritingAttempt; card: WritingCard }> {
  const character = knownCharacter(result.char);
  const given = result.mistakesPerStroke.length;
  if (given !== character.strokeCount) {
    throw new AppError('writingStrokesMismatch', {
      char: character.char,
      expected: character.strokeCount,
      given,
    });
  }
  const rating = rateWriting(result);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`writing:${userId}:${character.char}`}, 0))`,
    );
    const mine = and(eq(writingCards.userId, userId), eq(writingCards.char, character.char));
    const [previous] = await tx.select().from(writingCards).where(mine);
    const next = scheduleCharacter(previous ?? null, rating, now);
    const [attempt] = await tx
      .insert(writingAttempts)
      .values({
        userId,
        char: character.char,
        mistakesPerStroke: result.mistakesPerStroke,
        hintsUsed: result.hintsUsed,
        durationMs: result.durationMs,
        rating,
        writtenAt: now,
      })
      .returning();
    const [card] = await tx
      .insert(writingCards)
      .values({ userId, char: character.char, ...next, lastRating: rating })
      .onConflictDoUpdate({
        target: [writingCards.userId, writingCards.char],
        set: { ...next, lastRating: rating, updatedAt: now },
      })
      .returning();
    return { attempt: presentAttempt(attempt!), card: presentCard(card!) };
  });
}

/** One character's card (null before its first writing) and its latest attempts. */
export async function writeLog(
  db: Db,
  userId: string,
  char: string,
): Promise<{ card: WritingCard | null; attempts: WritingAttempt[] }> {
  const character = knownCharacter(char);
  const [card] = await db
    .select()
    .from(writingCards)
    .where(and(eq(writingCards.userId, userId), eq(writingCards.char, character.char)));
  const attempts = await db
    .select()
    .from(writingAttempts)
    .where(and(eq(writingAttempts.userId, userId), eq(writingAttempts.char, character.char)))
    .orderBy(desc(writingAttempts.writtenAt), desc(writingAttempts.id))
    .limit(WRITING_LIMITS.attemptsPerLog);
  return { card: card ? presentCard(card) : null, attempts: attempts.map(presentAttempt) };
}

/** The learner's characters, soonest due first (only those due now when asked), and the due count. */
export async function myWriteLogList(
  db: Db,
  userId: string,
  input: { due: boolean } & PageRequest,
  now = new Date(),
) {
  const mine = eq(writingCards.userId, userId);
  const dueNow = and(mine, lte(writingCards.due, now));
  const where = input.due ? dueNow : mine;
  const rows = await onePage(
    db
      .select()
      .from(writingCards)
      .where(where)
      .orderBy(asc(writingCards.due), asc(writingCards.char)),
    input,
  );
  const [totals] = await db
    .select({
      total: count(),
      dueCount:
        sql<number>`count(*) filter (where ${writingCards.due} <= ${now.toISOString()}::timestamptz)`.mapWith(
          Number,
        ),
    })
    .from(writingCards)
    .where(mine);
  return {
    list: rows.map((row) => ({
      card: presentCard(row),
      lastRating: row.lastRating,
      lastWrittenAt: row.updatedAt.toISOString(),
    })),
    total: input.due ? (totals?.dueCount ?? 0) : (totals?.total ?? 0),
    dueCount: totals?.dueCount ?? 0,
  };
}

/** How many of the learner's characters are due at `now` (the plan's today shows it). */
export async function dueCount(db: Db, userId: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ due: count() })
    .from(writingCards)
    .where(and(eq(writingCards.userId, userId), lte(writingCards.due, now)));
  return row?.due ?? 0;
}
