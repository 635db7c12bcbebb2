import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IndexContent } from '@qiao/contracts/catalogue-home';
import type { MoocCard, MoocDetail } from '@qiao/contracts/catalogue-mooc';
import { envelopeOf, postJson, signInAs, type SignedIn } from '../../../test/sign-in';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { addCourse, giveToClass } from '../../../test/fixtures/home-content';
import { courses } from './tables';

// The home, the MOOC list and a course page are answered from memory while the catalogue is
// unchanged: what these tests prove is that no write, wherever it comes from, is ever hidden by it.
let server: TestServer;
let member: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  member = await signInAs(server);
  stranger = await signInAs(server);
  await addCourse(server.testDatabase.database.db, {
    title: { zh: '第一门课', en: 'First Course' },
    audience: 'child',
  });
});
afterAll(async () => server?.close());

async function call<T>(path: string, body: object, cookie?: string): Promise<T> {
  const answer = await envelopeOf(await postJson(server, `${path}?lang=en`, body, cookie));
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  return answer.data as T;
}
const listTitles = async (cookie?: string) =>
  (await call<{ list: MoocCard[] }>('/api/Index/getMoocDataList', {}, cookie)).list.map(
    (card) => card.title,
  );

describe('answers kept in memory', () => {
  it('show a course written straight into the database on the next request', async () => {
    expect(await listTitles()).toEqual(['First Course']);
    const db = server.testDatabase.database.db;
    const second = await addCourse(db, { title: { en: 'Second Course' }, audience: 'adult' });
    expect((await listTitles()).sort()).toEqual(['First Course', 'Second Course']);

    const before = await call<MoocDetail>('/api/Index/getMoocDataDetail', { id: second.id });
    expect(before.title).toBe('Second Course');
    await db
      .update(courses)
      .set({ title: { en: 'Second Course, renamed' } })
      .where(eq(courses.id, second.id));
    const after = await call<MoocDetail>('/api/Index/getMoocDataDetail', { id: second.id });
    expect(after.title).toBe('Second Course, renamed');

    const home = await call<IndexContent>('/api/Index/getIndexContent', {});
    expect(home.counts.courses).toBe(2);
    await db.delete(courses).where(eq(courses.id, second.id));
    expect((await call<IndexContent>('/api/Index/getIndexContent', {})).counts.courses).toBe(1);
  });

  it('give each viewer only what their classes may see, and follow a new grant at once', async () => {
    const db = server.testDatabase.database.db;
    const classOnly = await addCourse(db, {
      title: { en: 'Class Course' },
      audience: 'teacher',
      visibility: 'classes',
    });
    // The same answer is asked for by a visitor, a signed-in stranger and the future member.
    expect(await listTitles()).not.toContain('Class Course');
    expect(await listTitles(stranger.cookie)).not.toContain('Class Course');
    expect(await listTitles(member.cookie)).not.toContain('Class Course');
    await giveToClass(db, [classOnly.id], [member.userId]);
    expect(await listTitles(member.cookie)).toContain('Class Course');
    expect(await listTitles(stranger.cookie)).not.toContain('Class Course');
    expect(await listTitles()).not.toContain('Class Course');
  });
});
