import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveClass, ReplayCard, ReplayGroup } from '@qiao/contracts/catalogue-mooc-live';
import { startTestServer, type TestServer } from '../../../../test/test-server';
import type { MoocContent } from '../../../../test/fixtures/mooc-content';
import { catalogueClient, seedWithViewers, type Viewers } from './mooc-test-setup';

let server: TestServer;
let content: MoocContent;
let viewers: Viewers;
beforeAll(async () => {
  server = await startTestServer({
    env: { LIVE_PROVIDER_URL: 'https://live.example.org/room/{room}?from=qiao' },
  });
  ({ content, ...viewers } = await seedWithViewers(server));
});
afterAll(async () => server?.close());

type Page<T> = { list: T[]; total: number };
const titles = (list: { title: string }[]) => list.map((entry) => entry.title);

describe('live classes', () => {
  it('show live now first, then upcoming, then ended, with status from the schedule', async () => {
    const answer = await viewers.visitor.post<Page<LiveClass>>(
      '/api/Index/getLiveCourseCreate',
      {},
    );
    expect(answer.code).toBe(0);
    expect(answer.data.list.map((live) => [live.title, live.status])).toEqual([
      ['直播：你好', 'live'],
      ['直播：教师培训', 'upcoming'],
      ['直播：HSK备考', 'ended'],
      ['HSK课程直播', 'ended'],
    ]);
    expect(answer.data.total).toBe(4);
  });

  it('tell that the room can be entered while live only, and give replays once ended', async () => {
    const answer = await viewers.visitor.post<Page<LiveClass>>(
      '/api/Index/getLiveCourseCreate',
      { cate: -1 },
      'al',
    );
    const [now, upcoming, ended, endedOfCourse] = answer.data.list;
    // The room's address is never listed: it comes from getLiveUrl, which records the visit.
    expect(now).not.toHaveProperty('joinUrl');
    expect(now).toMatchObject({ joinable: true, attendance: null });
    expect(now!.replays).toEqual([]);
    expect(upcoming!.joinable).toBe(false);
    expect(ended!.joinable).toBe(false);
    // Newest first; the back-office replay of the same group is not shown.
    expect(titles(ended!.replays)).toEqual(['التسجيل الثاني', 'التسجيل الأول']);
    expect(ended!.replays[0]!.durationSeconds).toBe(1800);
    // Without a replay group, a class shows its course's replays.
    expect(titles(endedOfCourse!.replays)).toEqual(['تسجيل HSK']);
  });

  it('filter by live category: 1 examination, 2 language learning, 3 professional training', async () => {
    const ofCategory = async (cate: number) =>
      (
        await viewers.visitor.post<Page<LiveClass>>('/api/Index/getLiveCourseCreate', { cate })
      ).data.list.map((live) => [live.title, live.cate]);
    // The HSK course's class has no category of its own: it takes its course's (examination).
    expect(await ofCategory(1)).toEqual([
      ['直播：HSK备考', 1],
      ['HSK课程直播', 1],
    ]);
    expect(await ofCategory(2)).toEqual([['直播：你好', 2]]);
    expect(await ofCategory(3)).toEqual([['直播：教师培训', 3]]);
    const wrong = await viewers.visitor.post('/api/Index/getLiveCourseCreate', { cate: 4 });
    expect(wrong.code).toBe(400);
  });

  it('show a class-only live class to its members only, never a back-office one', async () => {
    const seen = async (who: 'visitor' | 'outsider' | 'member') =>
      titles(
        (await viewers[who].post<Page<LiveClass>>('/api/Index/getLiveCourseCreate', { cate: 2 }))
          .data.list,
      );
    expect(await seen('visitor')).toEqual(['直播：你好']);
    expect(await seen('outsider')).toEqual(['直播：你好']);
    expect(await seen('member')).toEqual(['直播：你好', '班级直播']);
    const member = await viewers.member.post<Page<LiveClass>>('/api/Index/getLiveCourseCreate', {
      cate: 2,
    });
    expect(titles(member.data.list[1]!.replays)).toEqual(['班级回放一']);
  });

  it('page 20 by default and by pageCount', async () => {
    const second = await viewers.visitor.post<Page<LiveClass>>('/api/Index/getLiveCourseCreate', {
      currentPage: 2,
      pageCount: 2,
    });
    expect(titles(second.data.list)).toEqual(['直播：HSK备考', 'HSK课程直播']);
    expect(second.data.total).toBe(4);
  });

  it('cannot be entered when no provider is configured', async () => {
    const plain = await startTestServer();
    try {
      const db = plain.testDatabase.database.db;
      const { seedMoocContent } = await import('../../../../test/fixtures/mooc-content');
      await seedMoocContent(db);
      const answer = await catalogueClient(plain).post<Page<LiveClass>>(
        '/api/Index/getLiveCourseCreate',
        {},
      );
      expect(answer.data.list[0]).toMatchObject({ status: 'live', joinable: false });
    } finally {
      await plain.close();
    }
  });
});

describe('replays', () => {
  it('come as a tree of groups with their visible replays', async () => {
    const visitor = await viewers.visitor.post<ReplayGroup[]>('/api/replay/listTree', {});
    expect(visitor.data.map((group) => [group.title, titles(group.replays)])).toEqual([
      ['直播回放', ['回放二', '回放一']],
    ]);
    const member = await viewers.member.post<ReplayGroup[]>('/api/replay/listTree', {}, 'en');
    expect(member.data.map((group) => [group.title, titles(group.replays)])).toEqual([
      ['Live replays', ['Replay two', 'Replay one']],
      ['Class replays', ['Class replay']],
    ]);
  });

  it('are listed 20 a page, of one group or all the viewer may see', async () => {
    const all = await viewers.outsider.post<Page<ReplayCard>>('/api/replay/list', {});
    expect(titles(all.data.list)).toEqual(['回放二', '回放一', 'HSK回放']);
    const member = await viewers.member.post<Page<ReplayCard>>('/api/replay/list', {});
    expect(titles(member.data.list)).toEqual(['班级回放一', '回放二', '回放一', 'HSK回放']);
    const paged = await viewers.member.post<Page<ReplayCard>>('/api/replay/list', {
      currentPage: 2,
      pageCount: 2,
    });
    expect(paged.data).toMatchObject({ total: 4 });
    expect(titles(paged.data.list)).toEqual(['回放一', 'HSK回放']);
    const ofGroup = await viewers.member.post<Page<ReplayCard>>('/api/replay/list', {
      groupId: content.groups.classGroup.id,
    });
    expect(titles(ofGroup.data.list)).toEqual(['班级回放一']);
  });

  it('answer "not found" for a group the viewer may not see', async () => {
    for (const groupId of [content.groups.classGroup.id, 'nope']) {
      const hidden = await viewers.outsider.post('/api/replay/list', { groupId });
      expect(hidden).toMatchObject({ code: 3524, message: '该回放分组不存在' });
    }
  });
});
