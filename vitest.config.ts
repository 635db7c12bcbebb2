import { defineConfig } from 'vitest/config';

/**
 * Unit tests (rules, no I/O) and integration tests (through HTTP on a real database). The web app
 * has its own config in web/ (browser-like environment). `npm test` runs them all.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'contracts/src/**/*.test.ts',
            'server/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          // Rules without I/O: files share a worker's modules instead of loading them afresh.
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['server/src/**/*.int.test.ts'],
          // Two files at a time: a file's server, test and PGlite share one thread, so a second
          // file uses the second core. Each file owns its databases (a copy of the migrated
          // template, server/test/migrated-template.ts), so they do not meet; PGlite takes
          // ~0.5 GB per instance, well within a CI machine's memory.
          maxWorkers: 2,
          // A worker keeps the server's modules loaded from one file to the next: importing them
          // afresh took about five seconds per file, half of the run. Each file still starts its
          // own server on its own database, and closes both.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
