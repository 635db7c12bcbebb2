import { describe, expect, it } from 'vitest';
import { firstLines, playwrightFailures, vitestFailures } from './failure-digest.mjs';

describe('failure digest', () => {
  it('keeps the first lines of an error, without colours or blank lines', () => {
    const text = '\u001b[31mError: expected\u001b[39m\n\n  at a\n  at b\n  at c';
    expect(firstLines(text, 3)).toBe('Error: expected\n  at a\n  at b');
  });

  it('lists the failed tests of a Vitest report, and a file that failed outside its tests', () => {
    const report = {
      testResults: [
        {
          name: 'a.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'rules pass', status: 'passed', failureMessages: [] },
            {
              fullName: 'rules fail',
              status: 'failed',
              failureMessages: ['AssertionError: 1 ≠ 2'],
            },
          ],
        },
        {
          name: 'b.test.ts',
          status: 'failed',
          message: 'Cannot find module x',
          assertionResults: [],
        },
        { name: 'c.test.ts', status: 'passed', assertionResults: [] },
      ],
    };
    expect(vitestFailures(report)).toEqual([
      { title: 'rules fail', message: 'AssertionError: 1 ≠ 2' },
      { title: 'b.test.ts', message: 'Cannot find module x' },
    ]);
  });

  it('lists the unexpected tests of a Playwright report with their last attempt’s error', () => {
    const report = {
      suites: [
        {
          title: 'drive.spec.ts',
          specs: [],
          suites: [
            {
              title: 'the file space',
              specs: [
                {
                  title: 'folders in Arabic',
                  tests: [
                    {
                      status: 'unexpected',
                      results: [
                        { errors: [{ message: 'first try' }] },
                        { errors: [{ message: 'Test timeout of 60000ms exceeded.' }] },
                      ],
                    },
                  ],
                },
                { title: 'in Chinese', tests: [{ status: 'expected', results: [{}] }] },
              ],
            },
          ],
        },
      ],
      errors: [{ message: 'webServer exited early' }],
    };
    expect(playwrightFailures(report)).toEqual([
      {
        title: 'drive.spec.ts › the file space › folders in Arabic',
        message: 'Test timeout of 60000ms exceeded.',
      },
      { title: 'outside any test', message: 'webServer exited early' },
    ]);
  });
});
