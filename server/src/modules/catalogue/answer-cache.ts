import { asc, eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { queryRows, type Database, type Db } from '../../platform/db/database';
import { markShared } from '../../platform/http/shared-answer';
import { classMembers } from './tables';
import type { Viewer } from './visibility';

/**
 * The longest an answer is kept. Writes are seen at once (the revision below); this bounds what no
 * write announces: a live class turning "live now" at its hour.
 */
const ANSWER_TTL_MS = 5_000;
/** Answers kept at most (home, lists by filter and page, course pages), least used dropped first. */
const MAX_ANSWERS = 2_000;

/** Which answer: the call, the caller's language and the call's input as sent. */
export interface AnswerKey {
  call: string;
  language: string;
  input: unknown;
}

/** The catalogue writes counted in memory, for databases this process alone writes (PGlite). */
const announcedRevisions = new WeakMap<Db, () => number>();

/**
 * On the embedded database the revision below is followed without a query: the same trigger
 * announces each write on the channel "catalogue_revision", and the count of announcements is the
 * revision. A PostgreSQL server keeps the row read per answer (other processes write to it).
 */
export async function followCatalogueRevision(database: Database): Promise<void> {
  const count = await database.announcements('catalogue_revision');
  if (count) announcedRevisions.set(database.db, count);
}

/**
 * The catalogue's own revision: a trigger on every catalogue table moves it on each write,
 * whichever process writes (the server, `npm run content -- import`, a migration).
 */
async function catalogueRevision(db: Db): Promise<string> {
  const announced = announcedRevisions.get(db);
  if (announced) return `announced ${announced()}`;
  const [row] = await queryRows<{ revision: string }>(
    db,
    sql`select revision::text as revision from catalogue_revision where id = 1`,
  );
  return row?.revision ?? '0';
}

type Answers = LRUCache<string, object, () => Promise<object>>;

/** One store of answers per database (tests run several servers, each on its own, in a process). */
const answersByDatabase = new WeakMap<Db, Answers>();

function answersOf(db: Db): Answers {
  let answers = answersByDatabase.get(db);
  if (!answers) {
    answers = new LRUCache<string, object, () => Promise<object>>({
      max: MAX_ANSWERS,
      ttl: ANSWER_TTL_MS,
      fetchMethod: async (_key, _stale, { context }) => markShared(await context()),
    });
    answersByDatabase.set(db, answers);
  }
  return answers;
}

/**
 * A catalogue read answered from memory while the catalogue has not changed: the home, the MOOC
 * list and a course's page every visitor opens, and the course outline every progress report
 * checks, would otherwise run a dozen queries per request (docs/decisions/041). Keyed by the
 * catalogue's revision and the viewer's audience, so a write or a class grant is seen by the next
 * request; requests for an answer being computed wait for that one computation. Answers are
 * shared (markShared): callers never change them, and a route sends one as JSON written once.
 */
export async function rememberedAnswer<T extends object>(
  db: Db,
  key: AnswerKey,
  viewer: Viewer,
  compute: () => Promise<T>,
  /**
   * 'until-changed' for an answer no clock changes (what the home's first screen shows): kept
   * until the catalogue's next write, so a page after a quiet minute does not wait on a dozen
   * queries.
   */
  keep: 'briefly' | 'until-changed' = 'briefly',
): Promise<T> {
  const revision = await catalogueRevision(db);
  const audience = await audienceOf(db, revision, viewer);
  const cacheKey = JSON.stringify([revision, audience, key.call, key.language, key.input]);
  const ttl = keep === 'until-changed' ? 0 : ANSWER_TTL_MS;
  return (await answersOf(db).fetch(cacheKey, { context: compute, ttl })) as T;
}

/**
 * What a viewer may see depends only on the classes they belong to (visibility.ts): visitors and
 * members of no class see the same catalogue and share answers. Class memberships are catalogue
 * tables (their writes move the revision), so a viewer's classes are remembered by revision too.
 */
async function audienceOf(db: Db, revision: string, viewer: Viewer): Promise<string> {
  const { userId } = viewer;
  if (!userId) return '';
  const key = JSON.stringify([revision, 'audience', userId]);
  const { classIds } = (await answersOf(db).fetch(key, {
    context: async () => {
      const rows = await db
        .select({ classId: classMembers.classId })
        .from(classMembers)
        .where(eq(classMembers.userId, userId))
        .orderBy(asc(classMembers.classId));
      return { classIds: rows.map((row) => row.classId).join(',') };
    },
  })) as { classIds: string };
  return classIds;
}
