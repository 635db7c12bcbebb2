import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant, writtenAt } from '../../platform/db/columns';
import { learnerId } from '../users/owner-column';

/**
 * Each time a learner wrote a character on the writing grid (markFont): mistakes per stroke, hints,
 * time, and the grade the rating rule gave it. The history behind writeLog and myWriteLogList.
 */
export const writingAttempts = pgTable(
  'writing_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: learnerId(),
    char: text('char').notNull(),
    mistakesPerStroke: integer('mistakes_per_stroke').array().notNull(),
    hintsUsed: integer('hints_used').notNull(),
    durationMs: integer('duration_ms').notNull(),
    rating: text('rating', { enum: ['again', 'hard', 'good', 'easy'] }).notNull(),
    writtenAt: instant('written_at').notNull().defaultNow(),
  },
  (table) => [
    index('writing_attempts_user_char_idx').on(table.userId, table.char, table.writtenAt),
  ],
);

/**
 * A learner's FSRS card for one character (ts-fsrs `Card`): one row per learner and character,
 * rescheduled by every attempt. "Due" lists read the (user, due) index.
 */
export const writingCards = pgTable(
  'writing_cards',
  {
    userId: learnerId(),
    char: text('char').notNull(),
    state: text('state', { enum: ['new', 'learning', 'review', 'relearning'] }).notNull(),
    due: instant('due').notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    lastReview: instant('last_review'),
    lastRating: text('last_rating', { enum: ['again', 'hard', 'good', 'easy'] }).notNull(),
    ...writtenAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.char] }),
    index('writing_cards_user_due_idx').on(table.userId, table.due),
    check('writing_cards_reps_positive', sql`${table.reps} > 0`),
  ],
);
