import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { users } from '@qiao/server/src/modules/users/tables';
import { openOwnProcessQiao } from './own-process-qiao';

/** What the web bench needs of its Qiao, written to BENCH_WEB_INFO. */
export interface WebServerInfo {
  /** The demo student's session, for the pages a signed-in learner opens. */
  studentCookie: string;
}

/**
 * Qiao as a first `npm start` with SEED_DEMO runs it (the demo catalogue and accounts, serving the
 * build in WEB_DIST), in a process of its own, with a session for the demo student made before it
 * listens: the demo passwords are printed once, so the bench signs in the way the passport would.
 */
const qiao = await openOwnProcessQiao();
await qiao.seedDemo();
const [student] = await qiao.db
  .select({ id: users.id })
  .from(users)
  .where(eq(users.email, 'student@qiao.example'));
if (!student) throw new Error('the demo content has no student account');
const info: WebServerInfo = { studentCookie: (await qiao.sessionOf(student.id)).cookie };
await fs.writeFile(process.env.BENCH_WEB_INFO!, JSON.stringify(info));
await qiao.listen();
