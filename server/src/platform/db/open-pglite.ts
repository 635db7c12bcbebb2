import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite keeps its pages in the operating system's file cache as well (it reads the data folder
 * through Node's fs), and the Qiao database is small, so a 32 MB buffer pool instead of
 * PostgreSQL's 128 MB costs little, while the full pool is touched at start and stays resident
 * (see docs/decisions/042). Nothing else of PGlite's start changes.
 */
const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/**
 * Opens PGlite on `dataDir` (in memory when undefined; then from the dump `loadDataDir` when
 * given, which skips creating the cluster). A data folder that does not exist yet is
 * created (initdb) and then reopened: WebAssembly memory only grows, and creating the cluster
 * leaves several hundred megabytes of it that the running database never uses again.
 */
export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<PGlite> {
  const creates = dataDir !== undefined && !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  const client = new PGlite({ dataDir, startParams, loadDataDir });
  await client.waitReady;
  if (!creates) return client;
  await client.close();
  const reopened = new PGlite({ dataDir, startParams });
  await reopened.waitReady;
  return reopened;
}
