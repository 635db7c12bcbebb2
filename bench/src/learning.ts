import { and, eq, inArray, sql } from 'drizzle-orm';
import { pino } from 'pino';
import type { CourseProgress } from '@qiao/contracts/learning';
import { runSeeds } from '@qiao/server/src/platform/seed/run-seeds';
import { createSession, hashToken } from '@qiao/server/src/modules/auth/sessions';
import { sessions } from '@qiao/server/src/modules/auth/tables';
import { users } from '@qiao/server/src/modules/users/tables';
import { classContents, courses } from '@qiao/server/src/modules/catalogue/tables';
import { learningRecords } from '@qiao/server/src/modules/learning/tables';
import { upsertUserFromIdentity } from '@qiao/server/src/modules/users/service';
import { demoCatalogueStep } from '@qiao/server/src/seed/demo-content/demo-catalogue-step';
import { openEmbeddedQiao } from './embedded-qiao';
import { median, ROUNDS } from './median';
import { planOf } from './query-plan';
import { printRatioTable } from './ratio-table';
import { signedInPost } from './signed-in-post';

const silent = pino({ level: 'silent' });

/**
 * The demo student watching the demo YCT course on the embedded database: the report a playing
 * video sends every few seconds, and the course progress the course page reads, each through HTTP
 * beside the bare SQL it cannot do without: the signed-in caller's session (every call of a
 * learner's own data looks it up), then the record's locked read-and-write, or the learner's
 * records of the course.
 */
export async function benchLearning() {
  const qiao = await openEmbeddedQiao('learning');
  const db = qiao.db;
  await runSeeds(db, qiao.modules.referenceSeeds, silent);
  // The catalogue alone: the demo accounts step would print passwords into the figures.
  await runSeeds(db, [demoCatalogueStep(qiao.store)], silent);
  const student = await upsertUserFromIdentity(db, {
    issuer: 'bench',
    subject: 'student',
    name: 'ليلى',
    email: undefined,
  });
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, 'yct-1'));
  const session = await createSession(db, student.id, 'bench', { ttlMs: 3600_000 });
  await qiao.listen();

  const post = signedInPost(qiao.url, session.token);

  // The first class hour is never locked: open it and its video, as the player does.
  const progress = await post<CourseProgress>('/api/cert/getLearningProgress', {
    courseId: course!.id,
  });
  const firstHour = progress.classHours[0]!;
  const [video] = await db
    .select({ id: classContents.id })
    .from(classContents)
    .where(
      and(
        eq(classContents.kind, 'video'),
        inArray(
          classContents.id,
          firstHour.contents.map((content) => content.contentId),
        ),
      ),
    );
  await post('/api/muke/saveMukeRecordCourse', { classHourId: firstHour.classHourId });
  await post('/api/muke/saveMukeRecordContent', { contentId: video!.id });
  const ownRecord = and(
    eq(learningRecords.userId, student.id),
    eq(learningRecords.contentId, video!.id),
  );

  // The bare SQL each call cannot do without; their plans are printed beside the figures.
  const callerSession = db
    .select()
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(session.token)));
  const lockOwnRecord = (on: typeof db) =>
    on.select().from(learningRecords).where(ownRecord).for('update');
  const touchOwnRecord = (on: typeof db) =>
    on
      .update(learningRecords)
      .set({ currentTime: 1, lastReportAt: sql`now()`, updatedAt: sql`now()` })
      .where(ownRecord);
  const courseRecords = db
    .select()
    .from(learningRecords)
    .where(and(eq(learningRecords.userId, student.id), eq(learningRecords.courseId, course!.id)));

  let second = 0;
  const rows = [
    {
      name: 'report while watching (updateLearningRecord)',
      figure: await median(() => {
        const at = (second += 1) % 10;
        return post('/api/user/updateLearningRecord', {
          contentId: video!.id,
          currentTime: at + 1,
          watched: [[at, at + 1]],
        });
      }),
      baseline: await median(async () => {
        await callerSession;
        await db.transaction(async (tx) => {
          await lockOwnRecord(tx);
          await touchOwnRecord(tx);
        });
      }),
      baselinePlan: await planOf(
        db,
        callerSession.getSQL(),
        lockOwnRecord(db).getSQL(),
        touchOwnRecord(db).getSQL(),
      ),
    },
    {
      name: 'course progress (getLearningProgress)',
      figure: await median(() => post('/api/cert/getLearningProgress', { courseId: course!.id })),
      baseline: await median(async () => {
        await callerSession;
        await courseRecords;
      }),
      baselinePlan: await planOf(db, callerSession.getSQL(), courseRecords.getSQL()),
    },
  ];
  await qiao.close();
  console.log(`\nQiao learning records, demo YCT course, median of ${ROUNDS} runs`);
  printRatioTable(rows, { figure: 'ms', baseline: 'bare SQL' });
}
