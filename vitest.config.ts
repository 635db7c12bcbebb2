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
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['server/src/**/*.int.test.ts'],
          // One database engine at a time: PGlite takes ~0.7 GB per instance, so files run in turn.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
