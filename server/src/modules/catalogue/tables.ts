import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  AUDIENCES,
  CLASS_CONTENT_KINDS,
  COLLECTION_KINDS,
  COURSE_CATEGORIES,
  DIFFICULTIES,
  DIRECTIONS,
  ITEM_KINDS,
  READING_DIRECTIONS,
  VISIBILITIES,
  type LocalText,
} from '@qiao/contracts/catalogue';
import { EXAM_FAMILIES } from '@qiao/contracts/exams';
import { CURRENCIES } from '@qiao/contracts/pay';
import { instant } from '../../platform/db/columns';
import { learnerId } from '../users/owner-column';

/**
 * The learning catalogue (architecture §6). Every row that a learner can open carries a slug (the
 * importer's key: importing the same folder again replaces, never duplicates), texts in three
 * languages, the four filters, a visibility, and `search_text`: its titles in every language plus
 * the pinyin of its Chinese, lower-cased, so one ILIKE finds it by Arabic, characters or pinyin.
 *
 * Media live in the object store under content-addressed keys (`content/<sha256>`); a row holds
 * the key, type, size and, for video and audio, the duration.
 */

const localized = (name: string) => jsonb(name).$type<LocalText>();
const optionalLocalized = (name: string) => jsonb(name).$type<LocalText | null>();

function filters() {
  return {
    audience: text('audience', { enum: AUDIENCES }),
    difficulty: text('difficulty', { enum: DIFFICULTIES }),
    direction: text('direction', { enum: DIRECTIONS }),
    category: text('category', { enum: COURSE_CATEGORIES }),
  };
}

function publishing() {
  return {
    visibility: text('visibility', { enum: VISIBILITIES }).notNull().default('everyone'),
    position: integer('position').notNull().default(0),
    /** Editorial weight: higher shows first among "hot" lists and the home rows. */
    hot: integer('hot').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

function media() {
  return {
    mediaKey: text('media_key'),
    mediaType: text('media_type'),
    mediaBytes: bigint('media_bytes', { mode: 'number' }),
    durationSeconds: integer('duration_seconds'),
    /** WebVTT caption objects by language: { ar: 'content/…', zh: 'content/…' }. */
    captions: jsonb('captions').$type<Partial<Record<'ar' | 'zh' | 'en', string>>>(),
  };
}

/** A teacher as shown on a course page (not necessarily a Qiao account). */
export interface CourseTeacher {
  name: LocalText;
  title?: LocalText;
  bio?: LocalText;
  avatarKey?: string;
}

/** A MOOC. */
export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: localized('title').notNull(),
    summary: optionalLocalized('summary'),
    description: optionalLocalized('description'),
    coverKey: text('cover_key'),
    teacher: jsonb('teacher').$type<CourseTeacher | null>(),
    /**
     * The course's price, the one source of it (decision 053): minor units of its currency
     * (halalas, fen), an integer. Both null is a free course; pay freezes it into each order.
     */
    priceMinor: integer('price_minor'),
    priceCurrency: text('price_currency', { enum: CURRENCIES }),
    /** The exam level the course prepares for, e.g. YCT 1 (`getCertYctCourseList`). */
    examFamily: text('exam_family', { enum: EXAM_FAMILIES }),
    examLevel: integer('exam_level'),
    ...filters(),
    ...publishing(),
  },
  (table) => [
    index('courses_published_idx').on(table.visibility, table.publishedAt),
    // "Free" has one spelling: no amount and no currency; a price is positive.
    check(
      'courses_price_whole',
      sql`(${table.priceMinor} is null) = (${table.priceCurrency} is null)`,
    ),
    check('courses_price_positive', sql`${table.priceMinor} is null or ${table.priceMinor} > 0`),
  ],
);

/** A run of a course, with its own dates. */
export const courseSemesters = pgTable(
  'course_semesters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: localized('title').notNull(),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('course_semesters_course_idx').on(table.courseId, table.position)],
);

export const courseChapters = pgTable(
  'course_chapters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    semesterId: uuid('semester_id')
      .notNull()
      .references(() => courseSemesters.id, { onDelete: 'cascade' }),
    title: localized('title').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('course_chapters_semester_idx').on(table.semesterId, table.position)],
);

/** A class hour (the spec's "period"): the unit a learner finishes. */
export const classHours = pgTable(
  'class_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => courseChapters.id, { onDelete: 'cascade' }),
    title: localized('title').notNull(),
    /** "The previous lesson must be finished first" applies when set. */
    requiresPrevious: boolean('requires_previous').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('class_hours_chapter_idx').on(table.chapterId, table.position)],
);

/** What a class hour holds: videos, documents and lesson tests. */
export const classContents = pgTable(
  'class_contents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classHourId: uuid('class_hour_id')
      .notNull()
      .references(() => classHours.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CLASS_CONTENT_KINDS }).notNull(),
    title: localized('title').notNull(),
    ...media(),
    /** A lesson test's paper slug (exams module), for content of kind test. */
    testRef: text('test_ref'),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('class_contents_hour_idx').on(table.classHourId, table.position)],
);

/** Series, categories and sections that group catalogue items; they may nest one level. */
export const catalogueCollections = pgTable(
  'catalogue_collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    kind: text('kind', { enum: COLLECTION_KINDS }).notNull(),
    parentId: uuid('parent_id'),
    title: localized('title').notNull(),
    summary: optionalLocalized('summary'),
    coverKey: text('cover_key'),
    ...filters(),
    ...publishing(),
  },
  (table) => [index('catalogue_collections_kind_idx').on(table.kind, table.position)],
);

/** Live-class facts (kind `live`): when, and the room at the configured live provider. */
export interface LiveSchedule {
  startsAt: string;
  endsAt: string;
  /** The room id at the provider; the join link is built from the configured provider URL. */
  room: string;
}

/** An audio card's face (kind `audio_card`). */
export interface AudioCardFace {
  hanzi: string;
  pinyin: string;
  meaning: LocalText;
}

/** Every single piece of content outside the MOOC tree, told apart by `kind`. */
export const catalogueItems = pgTable(
  'catalogue_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    kind: text('kind', { enum: ITEM_KINDS }).notNull(),
    collectionId: uuid('collection_id').references(() => catalogueCollections.id, {
      onDelete: 'set null',
    }),
    /** A live class or replay may belong to a course. */
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    title: localized('title').notNull(),
    summary: optionalLocalized('summary'),
    /** Article text (news, notices, cases, road, explore) as sanitised HTML per language. */
    body: optionalLocalized('body'),
    author: optionalLocalized('author'),
    coverKey: text('cover_key'),
    ...media(),
    /** E-books only: the book's own reading direction. */
    readingDirection: text('reading_direction', { enum: READING_DIRECTIONS }),
    live: jsonb('live').$type<LiveSchedule | null>(),
    card: jsonb('card').$type<AudioCardFace | null>(),
    ...filters(),
    ...publishing(),
  },
  (table) => [
    index('catalogue_items_kind_idx').on(table.kind, table.visibility, table.publishedAt),
    index('catalogue_items_collection_idx').on(table.collectionId, table.position),
  ],
);

/** Extra files of an item (a silk-road resource's downloads, a case's handouts). */
export const itemAttachments = pgTable(
  'item_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => catalogueItems.id, { onDelete: 'cascade' }),
    title: localized('title').notNull(),
    fileName: text('file_name').notNull(),
    ...media(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('item_attachments_item_idx').on(table.itemId, table.position)],
);

/** Teaching classes: visibility "given classes" opens content to their members. */
export const learningClasses = pgTable('learning_classes', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const classMembers = pgTable(
  'class_members',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => learningClasses.id, { onDelete: 'cascade' }),
    userId: learnerId(),
  },
  (table) => [
    primaryKey({ columns: [table.classId, table.userId] }),
    index('class_members_user_idx').on(table.userId),
  ],
);

/**
 * Which classes a "given classes" course, collection or item is open to. `subject_id` is the
 * content's uuid (they never collide across tables), so one table serves every kind.
 */
export const contentClassGrants = pgTable(
  'content_class_grants',
  {
    subjectId: uuid('subject_id').notNull(),
    classId: uuid('class_id')
      .notNull()
      .references(() => learningClasses.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.subjectId, table.classId] })],
);

/**
 * One row whose revision moves on every write to a catalogue table (a trigger per table, migration
 * 0021), whichever process writes: remembered catalogue answers are keyed by it (answer-cache.ts).
 */
export const catalogueRevision = pgTable('catalogue_revision', {
  id: integer('id').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});

/** Hot search words: editors pin some, searches count the rest. */
export const searchKeywords = pgTable('search_keywords', {
  word: text('word').primaryKey(),
  pinned: boolean('pinned').notNull().default(false),
  hits: integer('hits').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/** "My MOOCs": the courses a user added to their own list (one row per user and course). */
export const moocEnrolments = pgTable(
  'mooc_enrolments',
  {
    userId: learnerId(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    addedAt: instant('added_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.courseId] }),
    index('mooc_enrolments_user_idx').on(table.userId, table.addedAt),
  ],
);
