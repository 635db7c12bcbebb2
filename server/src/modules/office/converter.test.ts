import { describe, expect, it } from 'vitest';
import { resolveConverter } from './converter';

describe('resolveConverter', () => {
  it('is off when the setting says so, in any case', () => {
    expect(resolveConverter('off', 1000)).toBeUndefined();
    expect(resolveConverter('OFF', 1000)).toBeUndefined();
  });

  it('uses the program the setting names, with its timeout', () => {
    expect(resolveConverter('/opt/lo/program/soffice', 5000)).toMatchObject({
      program: '/opt/lo/program/soffice',
      timeoutMs: 5000,
    });
  });

  it('finds soffice or libreoffice on PATH when unset, and nothing on an empty PATH', () => {
    const saved = process.env.PATH;
    try {
      process.env.PATH = '';
      expect(resolveConverter(undefined, 1000)).toBeUndefined();
    } finally {
      process.env.PATH = saved;
    }
    // The test machines install LibreOffice (scripts/system-deps.mjs).
    expect(resolveConverter(undefined, 1000)?.program).toMatch(/(soffice|libreoffice)$/);
  });
});
