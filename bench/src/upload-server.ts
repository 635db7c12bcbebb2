import fs from 'node:fs/promises';
import { openOwnProcessQiao } from './own-process-qiao';

/**
 * Qiao as `npm start` runs it, in a process of its own, with the users the upload bench needs
 * signed in before it listens. Their cookies are written to BENCH_SESSIONS_FILE.
 */
const qiao = await openOwnProcessQiao();
const cookies: string[] = [];
for (const subject of ['sender', 'instant']) cookies.push((await qiao.signedIn(subject)).cookie);
await fs.writeFile(process.env.BENCH_SESSIONS_FILE!, JSON.stringify(cookies));
await qiao.listen();
