import { index, integer, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { GAME_IDS } from '@qiao/contracts/games';
import { instant } from '../../platform/db/columns';
import { learnerId } from '../users/owner-column';

/**
 * Every round a learner was given: its answer key stays here, never in the browser, and the score
 * is written once, when the round is finished. Best-score tables read the scored rows.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: learnerId(),
    game: text('game', { enum: GAME_IDS }).notNull(),
    level: smallint('level').notNull(),
    /** Per item, the option ids that are right (contracts/games-scoring.ts RoundKey). */
    answerKey: jsonb('answer_key').$type<string[][]>().notNull(),
    issuedAt: instant('issued_at').notNull().defaultNow(),
    finishedAt: instant('finished_at'),
    score: integer('score'),
  },
  (table) => [
    index('game_rounds_board_idx').on(table.game, table.level, table.score),
    index('game_rounds_user_idx').on(table.userId, table.game, table.level),
  ],
);
