import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LocalText } from '@qiao/contracts/catalogue';
import type { SectionScore } from '@qiao/contracts/exams-calls';
import {
  EXAM_EDITIONS,
  EXAM_FAMILIES,
  PAPER_FORMATS,
  PAPER_KINDS,
  type ItemAnswer,
  type StoredPaper,
} from '@qiao/contracts/exams';
import { instant, writtenAt } from '../../platform/db/columns';
import { classContents } from '../catalogue/tables';
import { learnerId } from '../users/owner-column';

/**
 * Mock exams and lesson tests (decision 051). A paper is one document: imported whole, checked
 * against its template, answers included; it is read whole to draw, mark and show a result, and
 * never queried inside, so it is kept as JSON rather than spread over rows per item. Attempts hold
 * the server's clock (section and when it started), the answers and plays so far, and, once handed
 * in, the frozen scores. A lesson test's result is kept per learner and class content.
 */

export const examPapers = pgTable(
  'exam_papers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The import key: importing the same folder again replaces the paper of this slug. */
    slug: text('slug').notNull().unique(),
    kind: text('kind', { enum: PAPER_KINDS }).notNull(),
    family: text('family', { enum: EXAM_FAMILIES }),
    level: integer('level'),
    edition: text('edition', { enum: EXAM_EDITIONS }),
    format: text('format', { enum: PAPER_FORMATS }).notNull().default('full'),
    title: jsonb('title').$type<LocalText>().notNull(),
    requiresRealName: boolean('requires_real_name').notNull().default(false),
    /** The scale when the paper was imported (a lesson test: its item count, pass at 70%). */
    maxScore: integer('max_score').notNull(),
    passScore: integer('pass_score').notNull(),
    /** Sections, parts and items with their answers; media as stored keys. */
    paper: jsonb('paper').$type<StoredPaper>().notNull(),
    ...writtenAt(),
  },
  (table) => [index('exam_papers_level_idx').on(table.kind, table.family, table.level)],
);

export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: learnerId(),
    paperId: uuid('paper_id')
      .notNull()
      .references(() => examPapers.id, { onDelete: 'cascade' }),
    /** The name the learner entered before the start (for certificates); frozen with the attempt. */
    realName: text('real_name'),
    state: text('state', { enum: ['running', 'submitted'] })
      .notNull()
      .default('running'),
    /** The server's clock: the section under way and when it started. */
    sectionIndex: integer('section_index').notNull().default(0),
    sectionStartedAt: instant('section_started_at').notNull().defaultNow(),
    answers: jsonb('answers').$type<Record<string, ItemAnswer>>().notNull().default({}),
    /** Plays used, by item id. */
    plays: jsonb('plays').$type<Record<string, number>>().notNull().default({}),
    startedAt: instant('started_at').notNull().defaultNow(),
    submittedAt: instant('submitted_at'),
    submitCause: text('submit_cause', { enum: ['learner', 'timeUp'] }),
    sectionScores: jsonb('section_scores').$type<SectionScore[]>(),
    total: integer('total'),
    passed: boolean('passed'),
  },
  (table) => [
    // One attempt under way per learner and paper: a second start answers the same one.
    uniqueIndex('exam_attempts_running_idx')
      .on(table.userId, table.paperId)
      .where(sql`${table.state} = 'running'`),
    index('exam_attempts_user_idx').on(table.userId, table.submittedAt),
    index('exam_attempts_submitted_idx').on(table.submittedAt),
  ],
);

/** A learner's latest result of a lesson test (a class content of kind test). */
export const lessonTestResults = pgTable(
  'lesson_test_results',
  {
    userId: learnerId(),
    contentId: uuid('content_id')
      .notNull()
      .references(() => classContents.id, { onDelete: 'cascade' }),
    right: integer('right').notNull(),
    items: integer('items').notNull(),
    answers: jsonb('answers').$type<Record<string, ItemAnswer>>().notNull(),
    takenAt: instant('taken_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.contentId] })],
);
