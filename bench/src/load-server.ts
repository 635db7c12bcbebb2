import fs from 'node:fs/promises';
import { openOwnProcessQiao } from './own-process-qiao';

/**
 * The load suite's data, made in a process of its own before the server starts: the demo content
 * as `npm start` seeds it and the suite's learners (BENCH_LOAD_USERS) signed in, their cookies
 * written to BENCH_SESSIONS_FILE. Then it closes the database and exits, so the server the
 * learners meet opens the data as any later start does.
 */
const qiao = await openOwnProcessQiao();
await qiao.seedDemo();
const cookies: string[] = [];
for (let i = 1; i <= Number(process.env.BENCH_LOAD_USERS); i++) {
  cookies.push((await qiao.signedIn(`learner-${i}`)).cookie);
}
await fs.writeFile(process.env.BENCH_SESSIONS_FILE!, JSON.stringify(cookies));
await qiao.close();
