import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShareRecord, SharedFile } from '@qiao/contracts/share';
import type { PublicShareCard } from '@qiao/contracts/share-public';
import { filesJson } from '../../../test/drive-client';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { and, eq } from 'drizzle-orm';
import { shareMarks } from './tables';
import { newUser, ownerTree, shareRow, visitor } from './share-test-setup';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => server?.close());

type Page<T> = { list: T[]; total: number };
type Detail = {
  share: PublicShareCard & { thumbed: boolean; collected: boolean };
  files: Page<SharedFile>;
};

async function publish(title = 'HSK 4 词汇表', zone = 4) {
  const owner = await newUser(server, 'teacher', 'أستاذ وانغ');
  const tree = await ownerTree(server, owner.userId, owner.client);
  const created = await owner.client.post<{ id: string; shareBatchNum: string; status: number }>(
    '/api/share/sharefilePublic',
    {
      category_base_id: zone,
      title,
      desc: 'كلمات المستوى الرابع',
      files: filesJson(tree.courseId),
    },
  );
  expect(created.code).toBe(0);
  return { owner, tree, ...created.data };
}

async function approved(title?: string, zone?: number) {
  const made = await publish(title, zone);
  const admin = await newUser(server, 'admin');
  const answer = await admin.client.post('/api/admin/share/approve', { id: made.id });
  expect(answer.code).toBe(0);
  return made;
}

describe('share zones', () => {
  it('are seeded and listed by lang: 1 Chinese, 2 English, 3 Arabic', async () => {
    const guest = visitor(server);
    const zh = await guest.post<{ base_id: number; title: string }[]>(
      '/api/share/shareCategoryList',
      { lang: 1 },
    );
    const en = await guest.post<{ base_id: number; title: string }[]>(
      '/api/share/shareCategoryList',
      { lang: 2 },
    );
    const ar = await guest.post<{ base_id: number; title: string }[]>(
      '/api/share/shareCategoryList',
      { lang: 3 },
    );
    expect(zh.data).toHaveLength(6);
    expect(zh.data[2]).toEqual({ base_id: 3, title: '语法' });
    expect(en.data[2]).toEqual({ base_id: 3, title: 'Grammar' });
    expect(ar.data[2]).toEqual({ base_id: 3, title: 'القواعد' });
  });
});

describe('publishing', () => {
  it('needs a zone, a title and an introduction, with the spec’s messages', async () => {
    const owner = await newUser(server);
    const tree = await ownerTree(server, owner.userId, owner.client);
    const files = filesJson(tree.notes.id);
    const cases = [
      [{ title: 't', desc: 'd', files }, 'يُرجى اختيار منطقة المشاركة'],
      [{ category_base_id: 1, desc: 'd', files }, 'يُرجى إدخال العنوان'],
      [{ category_base_id: 1, title: '  ', desc: 'd', files }, 'يُرجى إدخال العنوان'],
      [{ category_base_id: 1, title: 't', files }, 'يُرجى إدخال المقدّمة'],
    ] as const;
    for (const [body, message] of cases) {
      const answer = await owner.client.post('/api/share/sharefilePublic', body);
      expect(answer.code).toBe(400);
      expect(answer.message).toBe(message);
    }
    const noZone = await owner.client.post('/api/share/sharefilePublic', {
      category_base_id: 99,
      title: 't',
      desc: 'd',
      files,
    });
    expect(noZone.code).toBe(3211);
  });

  it('waits for review: pending shares are invisible to visitors, seen by the owner as status 0', async () => {
    const made = await publish('待审核的分享', 2);
    expect(made.status).toBe(0);
    const guest = visitor(server);
    const zone = await guest.post<Page<PublicShareCard>>('/api/share/getShareList', {
      category_base_id: 2,
    });
    expect(zone.data.list.map((card) => card.id)).not.toContain(made.id);
    for (const path of ['/api/share/getPublicShareDetail']) {
      expect((await guest.post(path, { shareBatchNum: made.shareBatchNum })).code).toBe(3200);
    }
    expect(
      (await guest.get('/api/share/sharefileList', { shareBatchNum: made.shareBatchNum })).code,
    ).toBe(3200);
    expect(
      (await guest.get('/api/share/sharetype', { shareBatchNum: made.shareBatchNum })).code,
    ).toBe(3200);
    const preview = await guest.raw('/api/filetransfer/preview', {
      userFileId: made.tree.lesson.id,
      shareBatchNum: made.shareBatchNum,
    });
    expect(((await preview.json()) as { code: number }).code).toBe(3200);
    const member = await newUser(server);
    for (const path of ['/api/pan/shareThumb', '/api/pan/shareCollect', '/api/pan/shareViews']) {
      expect((await member.client.post(path, { shareBatchNum: made.shareBatchNum })).code).toBe(
        3200,
      );
    }
    const own = await made.owner.client.get<Page<ShareRecord>>('/api/share/shareList', {
      kind: 'public',
    });
    expect(own.data.list[0]!.public).toMatchObject({ status: 0, public_title: '待审核的分享' });
    const ownDetail = await made.owner.client.post<Detail>('/api/share/getPublicShareDetail', {
      shareBatchNum: made.shareBatchNum,
    });
    expect(ownDetail.data.share.status).toBe(0);
  });
});

describe('review', () => {
  it('is for admins only; approval publishes in the zone at once', async () => {
    const made = await publish('语法要点', 3);
    const teacher = await newUser(server, 'teacher');
    expect((await teacher.client.post('/api/admin/share/approve', { id: made.id })).code).toBe(403);
    expect((await teacher.client.post('/api/admin/share/pending')).code).toBe(403);
    const admin = await newUser(server, 'admin');
    const pending = await admin.client.post<Page<PublicShareCard>>('/api/admin/share/pending', {
      pageCount: 100,
    });
    expect(pending.data.list.map((card) => card.id)).toContain(made.id);
    const adminDetail = await admin.client.post<Detail>('/api/share/getPublicShareDetail', {
      shareBatchNum: made.shareBatchNum,
    });
    expect(adminDetail.data.files.list.map((row) => row.fileName)).toEqual(['课程']);
    const ok = await admin.client.post<PublicShareCard>('/api/admin/share/approve', {
      id: made.id,
    });
    expect(ok.data).toMatchObject({ status: 1, categoryTitle: 'القواعد', ownerName: 'أستاذ وانغ' });
    expect((await admin.client.post('/api/admin/share/approve', { id: made.id })).code).toBe(3212);

    const zone = await visitor(server).post<Page<PublicShareCard>>('/api/share/getShareList', {
      category_base_id: 3,
    });
    expect(zone.data.list[0]).toMatchObject({
      id: made.id,
      public_title: '语法要点',
      fileCount: 1,
    });
    const detail = await visitor(server).post<Detail>('/api/share/getPublicShareDetail', {
      shareBatchNum: made.shareBatchNum,
      filePath: '/课程',
    });
    expect(detail.data.files.list.map((row) => row.fileName)).toEqual(['练习', '第一课']);
  });

  it('rejection needs a reason, which the owner sees; editing sends it back to review', async () => {
    const made = await publish('被驳回的分享', 1);
    const admin = await newUser(server, 'admin');
    const noReason = await admin.client.post('/api/admin/share/reject', {
      id: made.id,
      reason: ' ',
    });
    expect(noReason.code).toBe(400);
    expect(noReason.message).toBe('يُرجى إدخال سبب الرفض');
    const rejected = await admin.client.post<PublicShareCard>('/api/admin/share/reject', {
      id: made.id,
      reason: 'العنوان غير واضح',
    });
    expect(rejected.data.status).toBe(2);
    const own = await made.owner.client.get<Page<ShareRecord>>('/api/share/shareList');
    expect(own.data.list[0]!.public).toMatchObject({ status: 2, rejectReason: 'العنوان غير واضح' });
    expect(
      (
        await visitor(server).post('/api/share/getPublicShareDetail', {
          shareBatchNum: made.shareBatchNum,
        })
      ).code,
    ).toBe(3200);

    const stranger = await newUser(server);
    const body = {
      id: made.id,
      public_title: 'HSK 1 词汇',
      public_desc: 'مفردات المستوى الأول',
      public_category_id: 1,
    };
    expect((await stranger.client.post('/api/share/editSharefilePublic', body)).code).toBe(3200);
    const edited = await made.owner.client.post<ShareRecord>(
      '/api/share/editSharefilePublic',
      body,
    );
    expect(edited.data.public).toMatchObject({
      status: 0,
      rejectReason: null,
      public_title: 'HSK 1 词汇',
    });
    const pending = await admin.client.post<Page<PublicShareCard>>('/api/admin/share/pending', {
      pageCount: 100,
    });
    expect(pending.data.list.map((card) => card.id)).toContain(made.id);
  });
});

describe('signed-in users on published shares', () => {
  it('like and collect once each (a second call takes it back), and see their lists', async () => {
    const made = await approved('文化', 5);
    const user = await newUser(server);
    const other = await newUser(server);
    const thumb = (client = user.client) =>
      client.post<{ thumbed: boolean; thumbCount: number }>('/api/pan/shareThumb', {
        shareBatchNum: made.shareBatchNum,
      });
    expect((await thumb()).data).toEqual({ thumbed: true, thumbCount: 1 });
    expect((await thumb(other.client)).data).toEqual({ thumbed: true, thumbCount: 2 });
    expect((await thumb()).data).toEqual({ thumbed: false, thumbCount: 1 });
    expect((await thumb()).data).toEqual({ thumbed: true, thumbCount: 2 });
    // Concurrent likes by one user still count once.
    const racer = await newUser(server);
    await Promise.all([thumb(racer.client), thumb(racer.client), thumb(racer.client)]);
    const row = await shareRow(server, made.shareBatchNum);
    const marks = await server.testDatabase.database.db
      .select()
      .from(shareMarks)
      .where(and(eq(shareMarks.shareId, row.id), eq(shareMarks.mark, 'thumb')));
    expect(row.thumbCount).toBe(marks.length);
    expect([2, 3]).toContain(row.thumbCount);

    const collect = await user.client.post<{ collected: boolean; collectCount: number }>(
      '/api/pan/shareCollect',
      { shareBatchNum: made.shareBatchNum },
    );
    expect(collect.data).toEqual({ collected: true, collectCount: 1 });
    const collected = await user.client.post<Page<PublicShareCard & { actionTime: string }>>(
      '/api/pan/getMyShareListCollect',
    );
    expect(collected.data.list.map((card) => card.id)).toEqual([made.id]);
    const liked = await user.client.post<Page<PublicShareCard>>('/api/pan/getMyShareListThumb');
    expect(liked.data.total).toBe(1);
    const detail = await user.client.post<Detail>('/api/share/getPublicShareDetail', {
      shareBatchNum: made.shareBatchNum,
    });
    expect(detail.data.share).toMatchObject({ thumbed: true, collected: true, collectCount: 1 });
    expect(
      (await visitor(server).post('/api/pan/shareThumb', { shareBatchNum: made.shareBatchNum }))
        .code,
    ).toBe(401);
  });

  it('resave and download count every time and appear in the user’s lists; views once per user', async () => {
    const made = await approved('教学资源', 6);
    const user = await newUser(server);
    const resave = await user.client.post<{ saved: number }>('/api/pan/shareResave', {
      shareBatchNum: made.shareBatchNum,
      filePath: '/',
      files: filesJson(made.tree.lesson.id),
    });
    expect(resave.data.saved).toBe(1);
    const outside = await user.client.post('/api/pan/shareResave', {
      shareBatchNum: made.shareBatchNum,
      filePath: '/',
      files: filesJson(made.tree.notes.id),
    });
    expect(outside.code).toBe(3206);
    const download = await user.client.post<{ url: string; fileName: string }>(
      '/api/pan/shareDownload',
      {
        shareBatchNum: made.shareBatchNum,
      },
    );
    expect(download.data.fileName).toBe('课程.zip');
    expect((await fetch(server.baseUrl + download.data.url)).status).toBe(200);
    const one = await user.client.post<{ url: string }>('/api/pan/shareDownload', {
      shareBatchNum: made.shareBatchNum,
      ossFileId: made.tree.answer.id,
    });
    expect(await (await fetch(server.baseUrl + one.data.url)).text()).toBe('answers 答案');
    for (const client of [user.client, user.client, visitor(server), made.owner.client]) {
      await client.post('/api/pan/shareViews', { shareBatchNum: made.shareBatchNum });
    }
    const row = await shareRow(server, made.shareBatchNum);
    expect(row).toMatchObject({ resaveCount: 1, downloadCount: 2, viewCount: 2 });
    const resaved = await user.client.post<Page<PublicShareCard>>('/api/pan/getMyShareListResave');
    const downloaded = await user.client.post<Page<PublicShareCard>>(
      '/api/pan/getMyShareListDownload',
    );
    expect(resaved.data.list.map((card) => card.id)).toEqual([made.id]);
    expect(downloaded.data.list.map((card) => card.id)).toEqual([made.id]);

    // Most liked first, newest first.
    const hot = await visitor(server).post<Page<PublicShareCard>>('/api/share/getShareList', {
      order: 'hot',
      pageCount: 100,
    });
    const likes = hot.data.list.map((card) => card.thumbCount);
    expect([...likes].sort((a, b) => b - a)).toEqual(likes);

    // A cancelled public share leaves the zone and the user's lists.
    await made.owner.client.post('/api/share/cancel', {
      shareBatchNums: JSON.stringify([made.shareBatchNum]),
    });
    const after = await user.client.post<Page<PublicShareCard>>('/api/pan/getMyShareListResave');
    expect(after.data.total).toBe(0);
    const zone = await visitor(server).post<Page<PublicShareCard>>('/api/share/getShareList', {
      category_base_id: 6,
    });
    expect(zone.data.list.map((card) => card.id)).not.toContain(made.id);
  });

  it('the /pan calls refuse link shares', async () => {
    const owner = await newUser(server);
    const tree = await ownerTree(server, owner.userId, owner.client);
    const link = await owner.client.post<{ shareBatchNum: string }>('/api/share/sharefile', {
      files: filesJson(tree.notes.id),
    });
    const user = await newUser(server);
    const answer = await user.client.post('/api/pan/shareThumb', {
      shareBatchNum: link.data.shareBatchNum,
    });
    expect(answer.code).toBe(3210);
  });
});
