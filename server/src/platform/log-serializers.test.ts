import { describe, expect, it } from 'vitest';
import { errorForLog, urlForLog } from './log-serializers';

describe('urlForLog', () => {
  it.each([
    ['/api/user/getUserInfo', '/api/user/getUserInfo'],
    [
      '/api/file/search?fileName=%D8%B3%D8%B1&currentPage=2',
      '/api/file/search?fileName=~&currentPage=2',
    ],
    [
      '/api/file/getFileList?userFileId=0b8f2a4e-6c1d&lang=zh',
      '/api/file/getFileList?userFileId=0b8f2a4e-6c1d&lang=zh',
    ],
    ['/api/x?keyword=secret&limit=20', '/api/x?keyword=~&limit=20'],
    ['/api/x?keyword=', '/api/x?keyword=~'],
  ])('%s', (url, logged) => {
    expect(urlForLog(url)).toBe(logged);
  });
});

/** Errors shaped as drizzle and the PostgreSQL drivers make them. */
function databaseFailure(userText: string) {
  const database = Object.assign(
    new Error(`invalid input syntax for type integer: "${userText}"`),
    {
      code: '22P02',
      severity: 'ERROR',
      routine: 'pg_strtoint32_safe',
      detail: `value "${userText}"`,
    },
  );
  const query = Object.assign(
    new Error(`Failed query: select $1::integer\nparams: ${userText}`, { cause: database }),
    { query: 'select $1::integer', params: [userText] },
  );
  query.name = 'DrizzleQueryError';
  return query;
}

describe('errorForLog', () => {
  it('writes a database failure from its SQL, code and frames, without the user text', () => {
    const logged = errorForLog(databaseFailure('ملاحظتي')) as Record<string, string>;
    expect(JSON.stringify(logged)).not.toContain('ملاحظتي');
    expect(logged.message).toBe(
      'Failed query: select $1::integer: database error 22P02 in pg_strtoint32_safe',
    );
    expect(logged.code).toBe('22P02');
    expect(logged.stack).toContain('log-serializers.test.ts');
    expect(logged.stack).toContain('caused by: Error: database error 22P02');
  });

  it('writes other errors as pino does, message and stack included', () => {
    const logged = errorForLog(new Error('disk full')) as Record<string, string>;
    expect(logged).toMatchObject({ type: 'Error', message: 'disk full' });
    expect(logged.stack).toContain('log-serializers.test.ts');
  });
});
