import { afterAll, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { DISCUSSION_LIMITS } from '@qiao/contracts/discussion-rules';
import { signInAs } from '../../../test/sign-in';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { joinClass, seedMoocContent } from '../../../test/fixtures/mooc-content';
import { catalogueClient, type CatalogueClient } from '../catalogue/mooc/mooc-test-setup';
import { users } from '../users/tables';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The people of the discussion tests: a visitor; a learner whose account is old enough to post
 * without review; two new learners (one in the class the class-only course is given to); a
 * teacher and an admin.
 */
export async function seedDiscussion(server: TestServer) {
  const db = server.testDatabase.database.db;
  const content = await seedMoocContent(db);
  const veteran = await signInAs(server, { name: 'سلمى' });
  await db
    .update(users)
    .set({
      createdAt: new Date(Date.now() - (DISCUSSION_LIMITS.reviewNewAccountDays + 1) * DAY_MS),
    })
    .where(eq(users.id, veteran.userId));
  const newcomer = await signInAs(server, { name: '李明' });
  const member = await signInAs(server, { name: 'Karim' });
  await joinClass(db, content.classId, member.userId);
  const teacher = await signInAs(server, { name: '王老师', role: 'teacher' });
  const admin = await signInAs(server, { name: 'مسؤول', role: 'admin' });
  const client = (cookie?: string) => catalogueClient(server, cookie);
  return {
    content,
    ids: { veteran: veteran.userId, newcomer: newcomer.userId, member: member.userId },
    visitor: client(),
    veteran: client(veteran.cookie),
    newcomer: client(newcomer.cookie),
    member: client(member.cookie),
    teacher: client(teacher.cookie),
    admin: client(admin.cookie),
    /** A learner who has just registered, made on demand. */
    async newLearner(name: string): Promise<CatalogueClient> {
      return client((await signInAs(server, { name })).cookie);
    },
    /** Another learner old enough to post at once, made on demand. */
    async anotherVeteran(name: string): Promise<CatalogueClient> {
      const person = await signInAs(server, { name });
      await db
        .update(users)
        .set({ createdAt: new Date(Date.now() - 30 * DAY_MS) })
        .where(eq(users.id, person.userId));
      return client(person.cookie);
    },
  };
}

export type DiscussionPeople = Awaited<ReturnType<typeof seedDiscussion>>;

/** One page of a discussion list, as `paged` (contracts/pagination) answers it. */
export type Page<T> = { list: T[]; total: number };

/**
 * A test file's server with the discussion people on the demo YCT course: started before the
 * file's tests, closed after. Read its fields inside tests (they are set in `beforeAll`).
 */
export function useDiscussionServer() {
  const context = {} as { server: TestServer; people: DiscussionPeople; yct: string };
  beforeAll(async () => {
    context.server = await startTestServer();
    context.people = await seedDiscussion(context.server);
    context.yct = context.people.content.courses.yct.id;
  });
  afterAll(async () => context.server?.close());
  return context;
}
