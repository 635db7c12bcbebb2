// The failed tests of a step, read from its JSON report, each with the first lines of its error.
// `npm test` prints them just above its summary, so the end of a long run (often all that a CI
// log shows) says why it failed, not only what.

import { stripVTControlCharacters } from 'node:util';

const LINES_PER_FAILURE = 4;

/** The first lines of an error, without colours. */
export function firstLines(text, count = LINES_PER_FAILURE) {
  return stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, count)
    .join('\n');
}

/** Failed tests of a Vitest JSON report: `{ title, message }`. */
export function vitestFailures(report) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      failures.push({
        title: test.fullName,
        message: firstLines(test.failureMessages?.join('\n')),
      });
    }
    // A file that fails to load, or an error outside any test, has no failed assertion.
    if (failed.length === 0 && file.status === 'failed' && file.message) {
      failures.push({ title: file.name, message: firstLines(file.message) });
    }
  }
  return failures;
}

/** Failed tests of a Playwright JSON report (last attempt of each): `{ title, message }`. */
export function playwrightFailures(report) {
  const failures = [];
  const visit = (suite, titles) => {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        const errors = last?.errors?.length ? last.errors : [last?.error].filter(Boolean);
        failures.push({
          title: [...here, spec.title].join(' › '),
          message: firstLines(errors.map((error) => error.message ?? error.value).join('\n')),
        });
      }
    }
    for (const child of suite.suites ?? []) visit(child, here);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  for (const error of report.errors ?? []) {
    failures.push({ title: 'outside any test', message: firstLines(error.message) });
  }
  return failures;
}
