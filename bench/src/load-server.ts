import fs from 'node:fs/promises';
import { openOwnProcessQiao } from './own-process-qiao';

/**
 * Qiao as `npm start` runs it with the demo content, in a process of its own, and the load
 * suite's learners (BENCH_LOAD_USERS) signed in before it listens; their cookies are written to
 * BENCH_SESSIONS_FILE.
 */
const qiao = await openOwnProcessQiao();
await qiao.seedDemo();
const cookies: string[] = [];
for (let i = 1; i <= Number(process.env.BENCH_LOAD_USERS); i++) {
  cookies.push((await qiao.signedIn(`learner-${i}`)).cookie);
}
await fs.writeFile(process.env.BENCH_SESSIONS_FILE!, JSON.stringify(cookies));
await qiao.listen();
