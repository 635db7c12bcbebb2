import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openDatabase } from '../src/platform/db/database';
import { migrate } from '../src/platform/db/migrate';
import { openPglite } from '../src/platform/db/open-pglite';

/**
 * Every integration test server starts on a migrated database; migrating from nothing (and, on
 * PGlite, creating the cluster first) took about three seconds per database, some ninety times a
 * run. The first database of a run is migrated and kept as a template: a PGlite dump in the
 * system's temporary folder, a template database on PostgreSQL. Later databases start as a copy.
 * The template's name carries a digest of the migrations, so a changed migration makes a new one.
 */
const migrationsFolder = path.resolve(import.meta.dirname, '../migrations');

let digest: string | undefined;
function migrationsDigest(): string {
  if (digest) return digest;
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const name of fs.readdirSync(folder).sort()) {
      const file = path.join(folder, name);
      if (fs.statSync(file).isDirectory()) walk(file);
      else hash.update(name).update(fs.readFileSync(file));
    }
  };
  walk(migrationsFolder);
  digest = hash.digest('hex').slice(0, 16);
  return digest;
}

let pgliteDump: Promise<Blob> | undefined;

/**
 * A dump of a migrated PGlite, made once per run and shared through a file (written under another
 * name, then renamed: test files running side by side never read half a dump).
 */
export function migratedPgliteDump(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const file = path.join(os.tmpdir(), `qiao-test-template-${migrationsDigest()}.tar`);
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
    const client = await openPglite(undefined);
    await migratePglite(drizzle({ client }), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await client.close();
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    return dump;
  })();
  return pgliteDump;
}

let postgresTemplate: Promise<string> | undefined;

/**
 * The name of a migrated template database on the server at `adminUrl`, made once: built under a
 * name of its own, then renamed, so two runs racing both end with the one template.
 */
export function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `qiao_template_${migrationsDigest()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return name;
      const building = `${name}_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
      await migrate(database);
      await database.close();
      try {
        await admin.query(`alter database ${building} rename to ${name}`);
      } catch {
        // Another run made it first.
        await admin.query(`drop database if exists ${building} with (force)`);
      }
      return name;
    } finally {
      await admin.end();
    }
  })();
  return postgresTemplate;
}
