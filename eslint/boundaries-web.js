import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * Boundaries of the web app's code (docs/ARCHITECTURE.md "Boundaries (web)").
 *
 * Features live in `web/src/features/<name>`, named after the server module they talk to
 * (`server/src/modules/notes` ↔ `features/notes`); `catalogue` holds no code of its own, only
 * features (`catalogue/mooc`…), so each of its sub-folders is a feature, as on the server.
 * From outside, a feature is reached only through its entries: the files at its top level
 * (`index.ts`, route and key files, small named entry files such as `learning/my-items.ts`);
 * its sub-folders are internals. Entries re-export one thing or a few used together, not a barrel
 * of everything: the bundler keeps every module a file imports (styles, schemas), so a wide entry
 * would pull other pages' code into a chunk (the home page's first load is budgeted).
 * Features are ranked so that no two can depend on each other: pages (home, personal) may use
 * catalogue features and learning, notes, discussion, plans, exams, certs and pay; catalogue
 * features may use those seven; certs may use exams; the others and admin use no other feature. The file space is built the
 * same way: upload, share, unzip, office and editing may use drive (the files themselves), and
 * the file-space page, which composes them all, may use the six; drive uses no other feature.
 * `app/` and `mobile/` are the composition roots: they may import any file, pages included (lazily).
 * The shared layers (components, session, api, format, hooks) never import a feature.
 * Tests follow the same rules (no reaching into another feature's internals); only tests import
 * the test helpers in `web/src/test`.
 */

const typescriptResolver = { typescript: { project: 'web/tsconfig.json' } };

/** Files another element may import from a feature: its top-level files (paths inside it). */
const FEATURE_ENTRIES = '*';
/** A feature's internals: everything in its sub-folders. */
const FEATURE_INTERNALS = '*/**';

/** The features of a learner's own records, used by catalogue features and pages. */
const LEARNER_FEATURES = { name: '+(learning|notes|discussion|plans|exams|certs|pay)' };
/** The features built on the drive, which the file-space page composes. */
const BUILT_ON_DRIVE = '+(upload|share|unzip|office|editing)';
/** Which features a feature may use (through their entries), by captured group and name. */
const FEATURE_RANKS = [
  { from: { group: 'catalogue' }, may: [LEARNER_FEATURES] },
  { from: { name: '+(home|personal)' }, may: [{ group: 'catalogue' }, LEARNER_FEATURES] },
  // A certificate's conditions lead to the mock exams; exams know nothing of certificates.
  { from: { name: 'certs' }, may: [{ name: 'exams' }] },
  { from: { name: BUILT_ON_DRIVE }, may: [{ name: 'drive' }] },
  { from: { name: 'file-space' }, may: [{ name: 'drive' }, { name: BUILT_ON_DRIVE }] },
];

const SHARED_LAYERS = ['components', 'session', 'api', 'format', 'hooks'];

export default [
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      // eslint-plugin-boundaries resolves through eslint-module-utils; import-x through its own.
      'import/resolver': typescriptResolver,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'web/tsconfig.json' })],
      // import-x reads only the files it can parse: without these, it ignores TypeScript modules.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'boundaries/include': ['web/src/**/*'],
      'boundaries/files': [{ category: 'test', pattern: 'web/src/**/*.test.{ts,tsx}' }],
      'boundaries/elements': [
        // The folder of features first, so `catalogue/mooc` is the feature, not `catalogue`.
        {
          type: 'feature',
          pattern: 'web/src/features/+(catalogue)/*',
          capture: ['group', 'name'],
        },
        { type: 'feature', pattern: 'web/src/features/*', capture: ['name'] },
        { type: 'app', pattern: 'web/src/app' },
        { type: 'mobile', pattern: 'web/src/mobile' },
        { type: 'test-support', pattern: 'web/src/test' },
        { type: 'locales', pattern: 'web/src/locales' },
        ...SHARED_LAYERS.map((layer) => ({ type: layer, pattern: `web/src/${layer}` })),
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            // No feature uses another unless its rank allows it, so features never form a cycle.
            // Later policies win: the ranks' allows below, then the entries rule after them.
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'feature' } } },
              message:
                'Feature {{ from.element.path }} may not use feature {{ to.element.path }}: features are ranked (home, personal → catalogue/* → learning, notes, discussion, plans, exams; file-space → upload, share, unzip, office, editing → drive) so that they never depend on each other in a circle.',
            },
            ...FEATURE_RANKS.flatMap(({ from, may }) =>
              may.map((captured) => ({
                from: { element: { type: 'feature', captured: from } },
                allow: {
                  to: {
                    element: {
                      type: 'feature',
                      captured,
                      fileInternalPath: FEATURE_ENTRIES,
                    },
                  },
                },
              })),
            ),
            // Another element reaches a feature only through its entries; the composition roots
            // (app, mobile) may import any of its files, to load its pages lazily.
            {
              from: { element: { types: '!(app|mobile)' } },
              disallow: {
                to: { element: { type: 'feature', fileInternalPath: FEATURE_INTERNALS } },
              },
              message:
                'A feature is used from outside only through its entries, the files at its top level ({{ to.element.path }}); import or add a small entry there, or move what several features share to components/, format/ or hooks/.',
            },
            // Shared layers sit below every feature.
            {
              from: { element: { types: `+(${SHARED_LAYERS.join('|')})` } },
              disallow: { to: { element: { type: 'feature' } } },
              message:
                '{{ from.element.type }}/ is shared by features and must not import one ({{ to.element.path }}); pass what it needs in from the feature or the composition root.',
            },
            // Nothing but the phone shell itself depends on the phone shell.
            {
              from: { element: { type: '!mobile' } },
              disallow: { to: { element: { type: 'mobile' } } },
              message: 'mobile/ is a composition root: nothing else imports it.',
            },
            // Test helpers (web/src/test) serve tests only, never the app's code.
            {
              disallow: { to: { element: { type: 'test-support' } } },
              message: 'web/src/test holds test helpers: only *.test.ts(x) files import them.',
            },
            {
              from: { file: { categories: 'test' } },
              allow: { to: { element: { type: 'test-support' } } },
            },
          ],
        },
      ],
      // Cycles between modules (and so between features through their entries).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
];
