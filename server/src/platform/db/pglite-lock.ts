import fs from 'node:fs/promises';

/** Thrown when another live process already has the embedded database open. */
export class DatabaseInUseError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one process's database: a second process opening the same folder would corrupt it.
 * A lock file with the owner's pid keeps a command-line tool from opening it under a running
 * server; a lock left by a process that died is taken over.
 */
export async function lockDataDir(lockPath: string): Promise<() => Promise<void>> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await fs.writeFile(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rm(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(await fs.readFile(lockPath, 'utf8').catch(() => ''));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new DatabaseInUseError(
          `The embedded database is in use by another Qiao process (pid ${owner}). ` +
            'Stop it first, or set DATABASE_URL to share a PostgreSQL server.',
        );
      }
      await fs.rm(lockPath, { force: true });
    }
  }
  throw new DatabaseInUseError(`Could not lock ${lockPath}`);
}
