import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import type { DatabaseTarget } from './platform/db/database';
import { migrate } from './platform/db/migrate';
import type { StartedModules } from './platform/modules/start-modules';
import { runSeeds } from './platform/seed/run-seeds';
import { startQiaoModules, type ProcessResources } from './registered-modules';

export function databaseTarget(config: Config): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') };
}

/** What every start runs before serving: migrations, reference seeds, the demo content if asked. */
export async function prepare(resources: ProcessResources): Promise<StartedModules> {
  const { config, database, logger } = resources;
  await migrate(database);
  const modules = startQiaoModules(resources);
  await runSeeds(database.db, modules.referenceSeeds, logger);
  if (config.seedDemo) {
    await runSeeds(database.db, modules.demoSeeds, logger);
    for (const refresh of modules.refreshDemo) await refresh();
  }
  return modules;
}

/**
 * An embedded database that does not exist yet is created and filled (initdb, every migration,
 * the demo courses, media and files) by a process of its own, before the server opens it. Neither
 * PGlite's WebAssembly memory nor the native memory of the media libraries is ever given back, and
 * serving needs none of what a first fill grows: the server then starts as on any later day
 * (docs/decisions/042). Later starts prepare in process: their migrations and seeds are small.
 */
export async function prepareNewDatabaseApart(target: DatabaseTarget): Promise<void> {
  if (target.kind !== 'pglite' || !target.dataDir || fs.existsSync(target.dataDir)) return;
  const entry = path.join(import.meta.dirname, 'prepare-main.ts');
  // The same Node and loader flags as this process (tsx), the same environment.
  const child = spawn(process.execPath, [...process.execArgv, entry], { stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`preparing the new database stopped (exit code ${code})`);
}
