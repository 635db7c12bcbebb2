import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w server` writes a new versioned migration from the table definitions.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/platform/*/tables.ts',
    './src/modules/*/tables.ts',
    './src/modules/*/*/tables.ts',
  ],
  out: './migrations',
});
