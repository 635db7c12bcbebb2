// Boundaries of the server's code (docs/ARCHITECTURE.md "Boundaries"):
// - each folder under server/src/modules is a module; other code may import only its index.ts;
// - server/src/platform is general code and imports no module;
// - the rest of server/src (main.ts, app.ts, registered-modules.ts, cli/, seed/) composes the
//   modules through their entries; config.ts, the settings every part reads, is open to all;
// - a module's schema files (tables.ts, *-column(s).ts) may import another module's schema files,
//   for foreign keys: drizzle-kit loads the schema alone, without the routes an index.ts brings;
// - no import cycle anywhere in the server's production code.
// Tests and their helpers may reach a module's internals: they check the module from inside.
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** Files that only tests load: they may import internals and are left out of the cycle check. */
const testFiles = [
  'server/src/**/*.test.ts',
  'server/src/**/*.suite.ts',
  'server/src/**/*.contract.ts',
  'server/src/**/*-test-setup.ts',
  'server/src/**/*-test-kit.ts',
  'server/src/**/*-test-client.ts',
  'server/src/**/*-test-data.ts',
  'server/src/**/test-*.ts',
];

/** A module's database schema: its tables and the column helpers other tables reuse. */
const schemaFiles = ['tables.ts', '**/tables.ts', '*-column.ts', '*-columns.ts'];

const element = (type, extra = {}) => ({ element: { type, ...extra } });

export default [
  {
    files: ['server/src/**/*.ts'],
    ignores: testFiles,
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/elements': [
        // Exclusive: a module's or the platform's file is not also part of the composition root.
        {
          type: 'module',
          pattern: 'server/src/modules/*',
          partialMatch: false,
          capture: ['module'],
          exclusive: true,
        },
        { type: 'platform', pattern: 'server/src/platform', partialMatch: false, exclusive: true },
        { type: 'composition', pattern: 'server/src', partialMatch: false },
      ],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      // boundaries resolves imports through eslint-module-utils' settings, import-x through its own.
      'import/resolver': { typescript: { project: 'server/tsconfig.json' } },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'server/tsconfig.json' }),
      ],
      // no-cycle parses each imported file itself: it must know these are TypeScript.
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          // Anything not allowed below fails; the last policy that matches an import decides.
          default: 'disallow',
          message: '{{from.type}} code may not import {{to.type}} code ("{{to.internalPath}}")',
          policies: [
            {
              from: [element('module'), element('composition')],
              allow: { to: element('module', { fileInternalPath: 'index.ts' }) },
            },
            {
              from: [element('module'), element('platform'), element('composition')],
              allow: {
                to: [
                  element('platform'),
                  element('composition', { fileInternalPath: 'config.ts' }),
                ],
              },
            },
            { from: element('composition'), allow: { to: element('composition') } },
            {
              from: [element('module'), element('composition')],
              disallow: { to: element('module', { fileInternalPath: '!index.ts' }) },
              message:
                'Import the {{to.captured.module}} module through its index.ts, not its private file "{{to.internalPath}}"',
            },
            {
              from: element('platform'),
              disallow: { to: element('module') },
              message:
                'Platform code imports no module (modules build on platform): "{{to.captured.module}}/{{to.internalPath}}"',
            },
            // Table definitions reference other modules' tables (foreign keys) directly: drizzle-kit
            // loads the schema files alone, and an index.ts would pull routes into that load.
            {
              from: element('module', { fileInternalPath: schemaFiles }),
              allow: { to: element('module', { fileInternalPath: schemaFiles }) },
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
];
