import path from 'node:path';
import { parseArgs } from 'node:util';
import { errorMessage } from '@qiao/contracts/errors';
import { ConfigError, parseConfig } from '../config';
import { importFolder, type ImportResult } from '../modules/catalogue';
import { examPaperStore } from '../modules/exams';
import { openDatabase } from '../platform/db/database';
import { migrate } from '../platform/db/migrate';
import { AppError } from '../platform/http/app-error';
import { createObjectStore } from '../platform/storage/create-object-store';

const USAGE = `Usage: npm run content -- import <folder> [<folder>...]

  import <folder>   loads the course, collection, items or exam paper described by
                    <folder>/manifest.json and the media it names into the configured database
                    and object store.
                    Rows are matched by slug: importing a folder again updates what it imported.
                    Each folder is one transaction: a bad manifest or a missing file imports
                    nothing from that folder, and the command exits with code 1.`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function describe(result: ImportResult): string {
  const { counts } = result;
  const parts = [
    counts.courses && `${counts.courses} course(s)`,
    counts.semesters && `${counts.semesters} semester(s)`,
    counts.chapters && `${counts.chapters} chapter(s)`,
    counts.classHours && `${counts.classHours} class hour(s)`,
    counts.contents && `${counts.contents} content(s)`,
    counts.collections && `${counts.collections} collection(s)`,
    counts.items && `${counts.items} item(s)`,
    counts.attachments && `${counts.attachments} attachment(s)`,
    counts.removedItems && `${counts.removedItems} item(s) removed`,
    counts.examPapers && `${counts.examPapers} exam paper(s)`,
    `${result.mediaFiles} media file(s)`,
  ].filter(Boolean);
  return `Imported ${result.type} ${result.slugs.join(', ')}: ${parts.join(', ')}`;
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' } },
  });
  const [command, ...folders] = positionals;
  if (values.help || command !== 'import' || folders.length === 0) fail(USAGE);

  const config = parseConfig(process.env);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  );
  const store = createObjectStore(config);
  let failed = false;
  try {
    await migrate(database);
    await store.prepare();
    for (const folder of folders) {
      try {
        // npm runs scripts from the repository root; a folder is meant from where it was typed.
        const absolute = path.resolve(process.env.INIT_CWD ?? process.cwd(), folder);
        console.log(describe(await importFolder(database.db, store, absolute, examPaperStore)));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        failed = true;
        console.error(`${folder}: ${errorMessage(error.key, 'en', error.params)}`);
      }
    }
  } finally {
    await store.close();
    await database.close();
  }
  if (failed) process.exit(1);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) fail(error.message);
  if (error instanceof AppError) fail(errorMessage(error.key, 'en', error.params));
  console.error(error);
  process.exit(1);
});
