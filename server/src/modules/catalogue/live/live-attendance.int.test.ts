import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveClass } from '@qiao/contracts/catalogue-mooc-live';
import type { MyLiveClass } from '@qiao/contracts/live-attendance';
import { compareMyLiveClasses } from '@qiao/contracts/live-attendance-rules';
import { startTestServer, type TestServer } from '../../../../test/test-server';
import type { MoocContent } from '../../../../test/fixtures/mooc-content';
import { signInAs } from '../../../../test/sign-in';
import { catalogueClient, seedWithViewers, type Viewers } from '../mooc/mooc-test-setup';
import { searchTextOf } from '../search-text';
import { catalogueItems } from '../tables';
import { liveAttendance } from './tables';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

let server: TestServer;
let content: MoocContent;
let viewers: Viewers;
let backOfficeId: string;
let tomorrowId: string;
beforeAll(async () => {
  server = await startTestServer({
    env: { LIVE_PROVIDER_URL: 'https://live.example.org/room/{room}?from=qiao' },
  });
  ({ content, ...viewers } = await seedWithViewers(server));
  const db = server.testDatabase.database.db;
  const [backOffice] = await db
    .select({ id: catalogueItems.id })
    .from(catalogueItems)
    .where(eq(catalogueItems.slug, 'live-back-office'));
  backOfficeId = backOffice!.id;
  const now = Date.now();
  const title = { zh: '直播：明天', ar: 'بث مباشر: غدًا', en: 'Live: Tomorrow' };
  const [tomorrow] = await db
    .insert(catalogueItems)
    .values({
      slug: 'live-tomorrow',
      kind: 'live',
      title,
      searchText: searchTextOf([title]),
      live: {
        startsAt: new Date(now + DAY).toISOString(),
        endsAt: new Date(now + DAY + HOUR).toISOString(),
        room: 'room-7',
      },
    })
    .returning();
  tomorrowId = tomorrow!.id;
});
afterAll(async () => server?.close());

type Page<T> = { list: T[]; total: number };

async function liveCard(who: 'visitor' | 'outsider' | 'member', id: string) {
  const answer = await viewers[who].post<Page<LiveClass>>('/api/Index/getLiveCourseCreate', {
    pageCount: 100,
  });
  return answer.data.list.find((live) => live.id === id);
}

describe('signing up for a live class', () => {
  it('marks an upcoming class as signed up on its card, and can be taken back before it starts', async () => {
    const { liveUpcoming } = content.live;
    const signedUp = await viewers.outsider.post<{ id: string; signedUpAt: string }>(
      '/api/user/signUpLiveClass',
      { id: liveUpcoming.id },
    );
    expect(signedUp.code).toBe(0);
    expect((await liveCard('outsider', liveUpcoming.id))!.attendance).toEqual({
      signedUp: true,
      joined: false,
    });
    // Signing up twice keeps the first date.
    const again = await viewers.outsider.post<{ signedUpAt: string }>('/api/user/signUpLiveClass', {
      id: liveUpcoming.id,
    });
    expect(again.data.signedUpAt).toBe(signedUp.data.signedUpAt);

    const cancelled = await viewers.outsider.post('/api/user/cancelLiveSignUp', {
      id: liveUpcoming.id,
    });
    expect(cancelled.code).toBe(0);
    expect((await liveCard('outsider', liveUpcoming.id))!.attendance).toEqual({
      signedUp: false,
      joined: false,
    });
  });

  it('is open while the class is on, closed once it ended, and cannot be cancelled after the start', async () => {
    const { liveNow, liveEnded } = content.live;
    const learner = catalogueClient(server, (await signInAs(server, { name: 'سارة' })).cookie);
    expect((await learner.post('/api/user/signUpLiveClass', { id: liveNow.id })).code).toBe(0);
    const late = await learner.post('/api/user/cancelLiveSignUp', { id: liveNow.id }, 'en');
    expect([late.code, late.message]).toEqual([
      3685,
      'A sign-up cannot be cancelled once the class has started',
    ]);
    const closed = await learner.post('/api/user/signUpLiveClass', { id: liveEnded.id }, 'al');
    expect([closed.code, closed.message]).toEqual([
      3684,
      'انتهى هذا الدرس المباشر، فلم يعد التسجيل فيه ممكنًا',
    ]);
  });

  it('is not found for a class the learner cannot see, and asks a visitor to sign in', async () => {
    const hidden = await viewers.outsider.post('/api/user/signUpLiveClass', { id: backOfficeId });
    expect(hidden.code).toBe(3680);
    const classOnly = await viewers.outsider.post('/api/user/signUpLiveClass', {
      id: content.live.liveClass.id,
    });
    expect(classOnly.code).toBe(3680);
    const notAnId = await viewers.outsider.post('/api/user/signUpLiveClass', { id: 'x' });
    expect(notAnId.code).toBe(3680);
    const visitor = await viewers.visitor.post('/api/user/signUpLiveClass', {
      id: content.live.liveUpcoming.id,
    });
    expect(visitor.code).toBe(401);
    expect((await liveCard('visitor', content.live.liveUpcoming.id))!.attendance).toBeNull();
  });
});

describe('entering the room (getLiveUrl)', () => {
  it('is refused before the start and after the end, with a message in the learner’s language', async () => {
    const early = await viewers.member.post(
      '/api/user/getLiveUrl',
      { id: content.live.liveUpcoming.id },
      'zh',
    );
    expect([early.code, early.message]).toEqual([3681, '直播尚未开始，开始后即可进入直播间']);
    const over = await viewers.member.post(
      '/api/user/getLiveUrl',
      { id: content.live.liveEnded.id },
      'en',
    );
    expect([over.code, over.message]).toEqual([
      3682,
      'This live class has ended; watch its replay if one is published',
    ]);
  });

  it('is not found for a back-office class even while it is on, nor for a visitor', async () => {
    const hidden = await viewers.member.post('/api/user/getLiveUrl', { id: backOfficeId });
    expect(hidden.code).toBe(3680);
    const visitor = await viewers.visitor.post('/api/user/getLiveUrl', {
      id: content.live.liveNow.id,
    });
    expect(visitor.code).toBe(401);
  });

  it('gives the room while live and records the visit, signing the learner up', async () => {
    const learner = await signInAs(server, { name: 'يوسف' });
    const client = catalogueClient(server, learner.cookie);
    const { liveNow } = content.live;
    const first = await client.post<{ url: string }>('/api/user/getLiveUrl', { id: liveNow.id });
    expect(first.code).toBe(0);
    expect(first.data.url).toBe('https://live.example.org/room/room%201?from=qiao');
    await client.post('/api/user/getLiveUrl', { id: liveNow.id });

    const db = server.testDatabase.database.db;
    const [row] = await db
      .select()
      .from(liveAttendance)
      .where(eq(liveAttendance.userId, learner.userId));
    expect(row!.itemId).toBe(liveNow.id);
    expect(row!.joinCount).toBe(2);
    expect(row!.firstJoinedAt).not.toBeNull();
    expect(row!.lastJoinedAt!.getTime()).toBeGreaterThanOrEqual(row!.firstJoinedAt!.getTime());
    // Another learner's card is untouched.
    expect((await liveCard('outsider', liveNow.id))!.attendance).toEqual({
      signedUp: false,
      joined: false,
    });
    const card = await client.post<Page<LiveClass>>('/api/Index/getLiveCourseCreate', {});
    expect(card.data.list.find((live) => live.id === liveNow.id)!.attendance).toEqual({
      signedUp: true,
      joined: true,
    });
  });
});

describe('my live classes', () => {
  it('list ahead classes soonest first, then ended ones latest first, in pages', async () => {
    const learner = await signInAs(server, { name: '王芳' });
    const db = server.testDatabase.database.db;
    const { joinClass } = await import('../../../../test/fixtures/mooc-content');
    await joinClass(db, content.classId, learner.userId);
    const client = catalogueClient(server, learner.cookie);
    const { liveNow, liveUpcoming, liveEnded, liveClass, liveOfCourse } = content.live;
    await client.post('/api/user/signUpLiveClass', { id: liveUpcoming.id });
    await client.post('/api/user/signUpLiveClass', { id: tomorrowId });
    await client.post('/api/user/getLiveUrl', { id: liveNow.id });
    // Sign-ups made before these classes ended, and one for a class since moved to the back office.
    await db.insert(liveAttendance).values(
      [liveEnded.id, liveClass.id, liveOfCourse.id, backOfficeId].map((itemId) => ({
        userId: learner.userId,
        itemId,
      })),
    );

    const all = await client.post<Page<MyLiveClass>>('/api/user/getMyLiveClasses', {});
    expect(all.data.total).toBe(6);
    expect(all.data.list.map((live) => [live.title, live.status])).toEqual([
      ['直播：你好', 'live'],
      ['直播：明天', 'upcoming'],
      ['直播：教师培训', 'upcoming'],
      ['班级直播', 'ended'],
      ['直播：HSK备考', 'ended'],
      ['HSK课程直播', 'ended'],
    ]);
    // The SQL order is the shared rule's order.
    const byRule = [...all.data.list].sort((a, b) => compareMyLiveClasses(a, b, new Date()));
    expect(byRule.map((live) => live.id)).toEqual(all.data.list.map((live) => live.id));

    const [now, , upcoming, , ended] = all.data.list;
    expect(now).toMatchObject({ joinable: true, replays: [] });
    expect(now!.firstJoinedAt).not.toBeNull();
    expect(upcoming).toMatchObject({ joinable: false, firstJoinedAt: null });
    expect(ended!.replays.map((replay) => replay.title)).toEqual(['回放二', '回放一']);

    const second = await client.post<Page<MyLiveClass>>('/api/user/getMyLiveClasses', {
      currentPage: 2,
      pageCount: 4,
    });
    expect(second.data.total).toBe(6);
    expect(second.data.list.map((live) => live.title)).toEqual(['直播：HSK备考', 'HSK课程直播']);
  });

  it('never show another learner’s classes, and are empty for a new learner', async () => {
    const fresh = catalogueClient(server, (await signInAs(server, { name: 'ليلى' })).cookie);
    const empty = await fresh.post<Page<MyLiveClass>>('/api/user/getMyLiveClasses', {});
    expect(empty.data).toEqual({ list: [], total: 0 });
    await viewers.outsider.post('/api/user/signUpLiveClass', { id: tomorrowId });
    const outsider = await viewers.outsider.post<Page<MyLiveClass>>(
      '/api/user/getMyLiveClasses',
      {},
    );
    expect(outsider.data.list.map((live) => live.title)).toEqual(['直播：明天']);
    const visitor = await viewers.visitor.post('/api/user/getMyLiveClasses', {});
    expect(visitor.code).toBe(401);
  });
});
