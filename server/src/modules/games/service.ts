import { and, eq, isNotNull, max } from 'drizzle-orm';
import {
  GAME_IDS,
  GAME_LEVELS,
  GAMES_LIMITS,
  type BestTable,
  type GameId,
  type GameInfo,
  type GameRound,
  type RoundAnswers,
} from '@qiao/contracts/games';
import { GAME_NAMES } from '@qiao/contracts/games-names';
import { scoreRound } from '@qiao/contracts/games-scoring';
import { queryRows, sql, type Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { ROUND_DRAWERS } from './rounds/round-drawers';
import { gameRounds } from './tables';

/** The six games, with the caller's best score per level when signed in. */
export async function gamesList(db: Db, userId: string | null): Promise<GameInfo[]> {
  const bests = userId
    ? await db
        .select({ game: gameRounds.game, level: gameRounds.level, best: max(gameRounds.score) })
        .from(gameRounds)
        .where(and(eq(gameRounds.userId, userId), isNotNull(gameRounds.score)))
        .groupBy(gameRounds.game, gameRounds.level)
    : [];
  return GAME_IDS.map((id) => ({
    id,
    ...GAME_NAMES[id],
    levels: [...GAME_LEVELS],
    best: Object.fromEntries(
      bests.filter((row) => row.game === id).map((row) => [String(row.level), row.best ?? 0]),
    ),
  }));
}

/** Draws a round and keeps its key; the learner gets the content only. */
export async function startRound(
  db: Db,
  userId: string,
  input: { game: GameId; level: number; recordedOnly: boolean },
): Promise<GameRound> {
  const draw = ROUND_DRAWERS[input.game];
  if (!draw) throw new AppError('interfaceNotFound');
  const { content, key } = await draw(input.level, input.recordedOnly);
  const [row] = await db
    .insert(gameRounds)
    .values({ userId, game: input.game, level: input.level, answerKey: key })
    .returning();
  return {
    roundId: row!.id,
    game: input.game,
    level: input.level,
    issuedAt: row!.issuedAt.toISOString(),
    content,
  };
}

/**
 * Scores a learner's own round once, from the key kept when it was drawn. The row is locked while
 * it is scored, so the same round sent twice at once is scored once.
 */
export async function finishRound(
  db: Db,
  userId: string,
  input: RoundAnswers & { roundId: string },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [round] = await tx
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.id, input.roundId), eq(gameRounds.userId, userId)))
      .for('update');
    if (!round) throw new AppError('gameRoundUnknown');
    if (round.finishedAt) throw new AppError('gameRoundFinished');
    const age = now.getTime() - round.issuedAt.getTime();
    if (age > GAMES_LIMITS.roundLifetimeSeconds * 1000) throw new AppError('gameRoundExpired');
    const result = scoreRound(round.game, round.answerKey, input);
    if (!result.ok) throw new AppError('gameAnswersMismatch');
    const [earlier] = await tx
      .select({ best: max(gameRounds.score) })
      .from(gameRounds)
      .where(
        and(
          eq(gameRounds.userId, userId),
          eq(gameRounds.game, round.game),
          eq(gameRounds.level, round.level),
        ),
      );
    await tx
      .update(gameRounds)
      .set({ finishedAt: now, score: result.score })
      .where(eq(gameRounds.id, round.id));
    const before = earlier?.best ?? null;
    return {
      score: result.score,
      correct: result.correct,
      key: round.answerKey,
      newBest: before === null || result.score > before,
    };
  });
}

/**
 * A game level's table: each player once, at their best score (reached first), highest first; ties
 * go to who reached the score first. And the caller's own best.
 */
export async function bestTable(
  db: Db,
  userId: string | null,
  game: GameId,
  level: number,
): Promise<BestTable> {
  const rows = await queryRows<{
    user_id: string;
    score: number;
    finished_at: Date | string;
    user_name: string;
    login_name: string;
  }>(
    db,
    sql`SELECT best.user_id, best.score, best.finished_at, u.user_name, u.login_name
        FROM (
          SELECT DISTINCT ON (user_id) user_id, score, finished_at
          FROM game_rounds
          WHERE game = ${game} AND level = ${level} AND score IS NOT NULL
          ORDER BY user_id, score DESC, finished_at ASC
        ) best
        JOIN users u ON u.id = best.user_id
        ORDER BY best.score DESC, best.finished_at ASC
        LIMIT ${GAMES_LIMITS.bestTop}`,
  );
  const [own] = userId
    ? await db
        .select({ best: max(gameRounds.score) })
        .from(gameRounds)
        .where(
          and(
            eq(gameRounds.userId, userId),
            eq(gameRounds.game, game),
            eq(gameRounds.level, level),
          ),
        )
    : [];
  return {
    game,
    level,
    ownBest: own?.best ?? null,
    top: rows.map((row, index) => ({
      rank: index + 1,
      name: row.user_name || row.login_name,
      score: row.score,
      playedAt: new Date(row.finished_at).toISOString(),
      own: row.user_id === userId,
    })),
  };
}
