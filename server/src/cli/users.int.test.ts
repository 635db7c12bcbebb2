import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine, type TestDatabase } from '../../test/test-database';
import { openDatabase } from '../platform/db/database';
import { verifyPassportCredentials } from '../modules/passport/accounts';
import { accountOfResetToken } from '../modules/passport/password-reset';

const serverRoot = path.resolve(import.meta.dirname, '../..');
let dataDir: string;
let testDb: TestDatabase | undefined;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'qiao-cli-'));
  // On the server engine the tool works on a database of its own; on PGlite, on a fresh folder.
  if (testEngine === 'postgres') testDb = await createTestDatabase({ migrate: false });
});
afterAll(async () => {
  await testDb?.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** `npm run users -- ...` as an operator types it. */
function users(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/users.ts', ...args], {
    cwd: serverRoot,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: testDb?.url ?? '' },
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe('npm run users', () => {
  it('creates a teacher who can sign in, changes roles and lists users', () => {
    const created = users(
      'create',
      '--email',
      'Hu.Laoshi@Example.com',
      '--name',
      '胡老师',
      '--password',
      'teach-2024',
      '--role',
      'teacher',
    );
    expect(created.code).toBe(0);
    expect(created.out).toMatch(
      /^Created teacher 胡老师 <hu\.laoshi@example\.com> \(uid [0-9a-f-]{36}\)/,
    );

    const promoted = users('role', '--email', 'hu.laoshi@example.com', '--role', 'admin');
    expect(promoted.code).toBe(0);
    expect(promoted.out.trim()).toBe('胡老师 <hu.laoshi@example.com> is now admin');

    const listed = users('list');
    expect(listed.out).toContain('admin    胡老师 <hu.laoshi@example.com>');
    expect(listed.out).toContain('1 user(s)');
  });

  it('refuses bad input with one clear line and exit code 1', () => {
    const weak = users('create', '--email', 'a@example.com', '--name', 'A', '--password', 'short');
    expect(weak.code).toBe(1);
    expect(weak.err.trim()).toBe('The password must be 8 to 128 characters long');
    const taken = users(
      'create',
      '--email',
      'hu.laoshi@example.com',
      '--name',
      'B',
      '--password',
      'other-2024',
    );
    expect(taken.code).toBe(1);
    expect(taken.err.trim()).toMatch(/already registered/);
    const role = users('role', '--email', 'nobody@example.com', '--role', 'teacher');
    expect(role.err.trim()).toBe('No passport account with the email nobody@example.com');
    expect(users('role', '--email', 'hu.laoshi@example.com', '--role', 'king').err.trim()).toBe(
      '--role must be one of student, teacher, admin',
    );
  });

  it('resets a password, or prints a one-use reset link', async () => {
    users('create', '--email', 'zhao@example.com', '--name', '赵', '--password', 'first-2024');
    const weak = users('reset-password', '--email', 'zhao@example.com', '--password', 'weak');
    expect(weak.code).toBe(1);
    expect(weak.err.trim()).toBe('The password must be 8 to 128 characters long');
    const unknown = users('reset-password', '--email', 'nobody@example.com');
    expect(unknown.err.trim()).toBe('No passport account with the email nobody@example.com');

    const set = users('reset-password', '--email', 'ZHAO@example.com', '--password', 'second-2024');
    expect(set.code).toBe(0);
    expect(set.out.trim()).toBe(
      'New password set for 赵 <zhao@example.com>; signed out everywhere',
    );
    const linked = users('reset-password', '--email', 'zhao@example.com');
    expect(linked.code).toBe(0);
    const token = /\/passport\/password\/reset\?lang=\w+&token=([\w-]{43})$/m.exec(linked.out)?.[1];
    expect(linked.out).toContain('usable once within 30 minutes');

    const database = await openDatabase(
      testDb?.url
        ? { kind: 'postgres', url: testDb.url }
        : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
    );
    try {
      const db = database.db;
      expect(await verifyPassportCredentials(db, 'zhao@example.com', 'second-2024')).toBeDefined();
      expect(await verifyPassportCredentials(db, 'zhao@example.com', 'first-2024')).toBeUndefined();
      expect((await accountOfResetToken(db, token)).email).toBe('zhao@example.com');
    } finally {
      await database.close();
    }
  });
});
