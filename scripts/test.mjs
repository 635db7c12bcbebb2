// `npm test`: every check and test of Qiao, in order, with one summary at the end.
//   1. static checks (lint, format, types, locale parity)
//   2. unit tests (contracts, server rules, web)
//   3. integration tests through HTTP on PGlite, then on PostgreSQL when a server is found
//   4. the home route's first-load JavaScript budget, read from the fresh build
//   5. browser tests in Chromium against the freshly built app
// Every step runs even when an earlier one fails, so one run shows everything that is wrong.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureSystemPackages } from './system-deps.mjs';
import { findPostgres } from './find-postgres.mjs';
import { playwrightFailures, vitestFailures } from './failure-digest.mjs';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, '.test-results');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });

const steps = [];

function run(name, command, args, { env = {}, cwd = root, report } = {}) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const counts = report ? readCounts(report) : undefined;
  const failures = report ? readFailures(report) : [];
  const ok = result.status === 0;
  steps.push({ name, ok, counts, failures, seconds: (Date.now() - started) / 1000 });
  return ok;
}

function readCounts(report) {
  if (!fs.existsSync(report.file)) return undefined;
  const data = JSON.parse(fs.readFileSync(report.file, 'utf8'));
  if (report.kind === 'vitest') {
    return { passed: data.numPassedTests, failed: data.numFailedTests + (data.numTodoTests ?? 0) };
  }
  return { passed: data.stats.expected + data.stats.flaky, failed: data.stats.unexpected };
}

function readFailures(report) {
  if (!fs.existsSync(report.file)) return [];
  const data = JSON.parse(fs.readFileSync(report.file, 'utf8'));
  return report.kind === 'vitest' ? vitestFailures(data) : playwrightFailures(data);
}

const vitest = (name, args, env) => {
  const file = path.join(resultsDir, `${name.replace(/\W+/g, '-')}.json`);
  return run(
    name,
    'npx',
    [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    {
      env,
      report: { kind: 'vitest', file },
    },
  );
};

ensureSystemPackages();

run('static checks', 'npm', ['run', 'check']);
vitest('unit: contracts and server', ['--project', 'unit']);
vitest('unit: web', ['--config', 'web/vitest.config.ts']);
vitest('integration: PGlite', ['--project', 'integration'], { QIAO_TEST_DB: 'pglite' });

const postgres = await findPostgres();
if (postgres.url) {
  vitest('integration: PostgreSQL', ['--project', 'integration'], {
    QIAO_TEST_DB: 'postgres',
    TEST_DATABASE_URL: postgres.url,
  });
} else if (process.env.CI || process.env.QIAO_REQUIRE_POSTGRES) {
  console.error(`\nNo PostgreSQL server for the integration suite (${postgres.reason}).`);
  steps.push({ name: 'integration: PostgreSQL (required here, not found)', ok: false });
} else {
  console.log(`\nPostgreSQL not found (${postgres.reason}); integration ran on PGlite only.`);
}

if (run('build web app', 'npm', ['run', 'build'])) {
  // Prints the home route's files and fails with one "OVER BUDGET" line when over 250 KB gzip.
  run('home first-load JavaScript budget', 'npx', ['tsx', 'scripts/home-js-budget.ts']);
  const file = path.join(resultsDir, 'browser.json');
  run('browser: Chromium', 'npx', ['playwright', 'test'], {
    cwd: path.join(root, 'e2e'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
    report: { kind: 'playwright', file },
  });
}

// Why each test failed, just above the summary: a long run's log is often read from its end.
for (const step of steps) {
  for (const failure of step.failures ?? []) {
    console.log(`\n✘ ${step.name}: ${failure.title}\n${failure.message.replace(/^/gm, '    ')}`);
  }
}

console.log('\n━━ summary ━━');
let passed = 0;
let failed = 0;
for (const step of steps) {
  const counts = step.counts ? ` ${step.counts.passed} passed, ${step.counts.failed} failed` : '';
  console.log(
    `${step.ok ? 'ok  ' : 'FAIL'} ${step.name}${counts} (${step.seconds?.toFixed(1) ?? '-'} s)`,
  );
  passed += step.counts?.passed ?? 0;
  failed += step.counts?.failed ?? 0;
  if (!step.ok && !step.counts?.failed) failed += 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(steps.every((step) => step.ok) ? 0 : 1);
