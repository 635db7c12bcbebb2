import fs from 'node:fs/promises';
import { openOwnProcessQiao } from './own-process-qiao';

/**
 * Qiao as `npm start` runs it, in a process of its own, on the embedded database under DATA_DIR
 * or the PostgreSQL database DATABASE_URL names, with the local store. One bench user is signed
 * in before it listens; its cookie is written to BENCH_SESSIONS_FILE.
 */
const qiao = await openOwnProcessQiao();
const { cookie } = await qiao.signedIn('small-files');
await fs.writeFile(process.env.BENCH_SESSIONS_FILE!, JSON.stringify([cookie]));
await qiao.listen();
