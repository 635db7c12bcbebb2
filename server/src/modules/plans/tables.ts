import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import { PLAN_KINDS, PLAN_RESOURCE_KINDS, PLAN_STATES } from '@qiao/contracts/plans';
import { instant, writtenAt } from '../../platform/db/columns';
import { catalogueItems, classHours } from '../catalogue/tables';
import { learnerId } from '../users/owner-column';
import { courseId } from '../learning/learner-columns';

/**
 * Study plans (spec learning area §3, §4): a learner's plan with its days per week and first day,
 * its courses each with a daily load, and one item per scheduled class hour. Statuses are not
 * stored: they follow from an item's day, when it was done and "today" in the plan's time zone.
 */

const day = (name: string) => date(name, { mode: 'string' });

/** Pre-made plans the editors offer to join (courses and loads chosen for the learner). */
export const seriesPlans = pgTable('series_plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: jsonb('title').$type<LocalText>().notNull(),
  description: jsonb('description').$type<LocalText>().notNull(),
  daysPerWeek: integer('days_per_week').notNull(),
  position: integer('position').notNull().default(0),
  ...writtenAt(),
});

export const seriesPlanCourses = pgTable(
  'series_plan_courses',
  {
    seriesPlanId: uuid('series_plan_id')
      .notNull()
      .references(() => seriesPlans.id, { onDelete: 'cascade' }),
    courseId: courseId(),
    dailyLoad: integer('daily_load').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.seriesPlanId, table.courseId] })],
);

export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: learnerId(),
    title: text('title').notNull().default(''),
    kind: text('kind', { enum: PLAN_KINDS }).notNull(),
    state: text('state', { enum: PLAN_STATES }).notNull(),
    daysPerWeek: integer('days_per_week').notNull(),
    startDate: day('start_date').notNull(),
    examDate: day('exam_date'),
    /** The learner's IANA zone: "today", natural weeks and lateness are read in it. */
    timeZone: text('time_zone').notNull(),
    seriesPlanId: uuid('series_plan_id').references(() => seriesPlans.id, {
      onDelete: 'set null',
    }),
    completedAt: instant('completed_at'),
    ...writtenAt(),
  },
  (table) => [index('plans_user_idx').on(table.userId, table.state, table.createdAt)],
);

export const planCourses = pgTable(
  'plan_courses',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    courseId: courseId(),
    /** Class hours a day for this course. */
    dailyLoad: integer('daily_load').notNull(),
    /** The drag-and-drop order of the plan's courses, from 1. */
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.planId, table.courseId] })],
);

/**
 * One resource scheduled on one study day: a class hour, or a catalogue item (micro-lesson,
 * document, video) laid with a course; exactly one of the two is set, `resource_kind` says which.
 * `missed_on` is the day it was first missed on (set when it is postponed); `done_at` when it was
 * finished, in the player or by hand. The learner is repeated here so finishing a resource finds
 * its open items in one indexed read.
 */
export const planItems = pgTable(
  'plan_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    userId: learnerId(),
    courseId: courseId(),
    resourceKind: text('resource_kind', { enum: PLAN_RESOURCE_KINDS })
      .notNull()
      .default('classHour'),
    classHourId: uuid('class_hour_id').references(() => classHours.id, { onDelete: 'cascade' }),
    catalogueItemId: uuid('catalogue_item_id').references(() => catalogueItems.id, {
      onDelete: 'cascade',
    }),
    position: integer('position').notNull(),
    date: day('date').notNull(),
    missedOn: day('missed_on'),
    doneAt: instant('done_at'),
  },
  (table) => [
    uniqueIndex('plan_items_hour_idx').on(table.planId, table.classHourId),
    index('plan_items_day_idx').on(table.planId, table.date),
    index('plan_items_open_idx')
      .on(table.userId, table.classHourId)
      .where(sql`${table.doneAt} is null`),
    uniqueIndex('plan_items_catalogue_item_idx').on(table.planId, table.catalogueItemId),
    index('plan_items_open_catalogue_item_idx')
      .on(table.userId, table.catalogueItemId)
      .where(sql`${table.doneAt} is null and ${table.catalogueItemId} is not null`),
    check(
      'plan_items_one_resource',
      sql`(${table.resourceKind} = 'classHour') = (${table.classHourId} is not null)
        and (${table.classHourId} is null) <> (${table.catalogueItemId} is null)`,
    ),
  ],
);

/** A natural week's result, written once when the week has ended in the plan's zone. */
export const planWeeks = pgTable(
  'plan_weeks',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    weekStart: day('week_start').notNull(),
    planned: integer('planned').notNull(),
    done: integer('done').notNull(),
    doneLate: integer('done_late').notNull(),
    postponed: integer('postponed').notNull(),
    completed: boolean('completed').notNull(),
    settledAt: instant('settled_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.planId, table.weekStart] })],
);

/**
 * A learner's secret calendar feed address: whoever holds the token reads the plan's days, so it
 * is random, replaced on renewal and gone on revocation.
 */
export const planFeeds = pgTable('plan_feeds', {
  userId: learnerId().primaryKey(),
  token: text('token').notNull().unique(),
  createdAt: instant('created_at').notNull().defaultNow(),
});
