import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShareRecord } from '@qiao/contracts/share';
import type { PublicShareCard } from '@qiao/contracts/share-public';
import { filesJson, putFile } from '../../../test/drive-client';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { JobWorker } from '../../platform/jobs/worker';
import { addFile } from '../drive/add-file';
import { buildZip } from '../unzip/test-archives';
import { newUser, ownerTree, shareLink, visitor } from './share-test-setup';

/**
 * An approval covers what the admin reviewed: any change to the files of an approved public share
 * sends it back to review (issue 16, point 5), whichever call made the change.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => server?.close());

type Page<T> = { list: T[]; total: number };
type Owner = Awaited<ReturnType<typeof newUser>>;
type Tree = Awaited<ReturnType<typeof ownerTree>>;

const ZONE = 5;

/** An owner's /课程 folder shared publicly and approved; `before` runs ahead of the approval. */
async function approvedCourse(before?: (owner: Owner, tree: Tree) => Promise<void>) {
  const owner = await newUser(server, 'teacher', 'أستاذ لي');
  const tree = await ownerTree(server, owner.userId, owner.client);
  await owner.client.post('/api/file/createFold', { fileName: 'elsewhere', filePath: '/' });
  if (before) await before(owner, tree);
  const created = await owner.client.post<{ id: string; shareBatchNum: string }>(
    '/api/share/sharefilePublic',
    { category_base_id: ZONE, title: '课程', desc: 'دروس', files: filesJson(tree.courseId) },
  );
  expect(created.code).toBe(0);
  const admin = await newUser(server, 'admin');
  expect((await admin.client.post('/api/admin/share/approve', { id: created.data.id })).code).toBe(
    0,
  );
  return { owner, tree, admin, ...created.data };
}

async function ownRecord(owner: Owner, id: string) {
  const list = await owner.client.get<Page<ShareRecord>>('/api/share/shareList', {
    kind: 'public',
    pageCount: 100,
  });
  return list.data.list.find((record) => record.id === id)!;
}

async function publishedIds() {
  const zone = await visitor(server).post<Page<PublicShareCard>>('/api/share/getShareList', {
    category_base_id: ZONE,
    pageCount: 100,
  });
  return zone.data.list.map((card) => card.id);
}

function worker() {
  const db = server.testDatabase.database.db;
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  return new JobWorker({
    db,
    handlers: server.modules.jobHandlers,
    logger: quiet,
    pollMs: 50,
    concurrency: 1,
  });
}

type Made = Awaited<ReturnType<typeof approvedCourse>>;

/** Each way the owner can change what the share shows, after the approval. */
const changes: [
  string,
  (made: Made) => Promise<unknown>,
  ((o: Owner, t: Tree) => Promise<void>)?,
][] = [
  [
    'a new folder inside',
    ({ owner }) => owner.client.post('/api/file/createFold', { fileName: '新', filePath: '/课程' }),
  ],
  [
    'a file added (uploaded) inside',
    ({ owner }) => putFile(server, owner.userId, '/课程/练习', 'extra.txt', 'new words'),
  ],
  [
    'a file renamed inside',
    ({ owner, tree }) =>
      owner.client.post('/api/file/renamefile', {
        userFileId: tree.lesson.id,
        fileName: 'درس.txt',
      }),
  ],
  [
    'the shared folder itself renamed',
    ({ owner, tree }) =>
      owner.client.post('/api/file/renamefile', { userFileId: tree.courseId, fileName: '课' }),
  ],
  [
    'a file moved in',
    ({ owner, tree }) =>
      owner.client.post('/api/file/movefile', { userFileId: tree.notes.id, filePath: '/课程' }),
  ],
  [
    'a file moved out',
    ({ owner, tree }) =>
      owner.client.post('/api/file/movefile', { userFileId: tree.answer.id, filePath: '/' }),
  ],
  [
    'a file copied in',
    ({ owner, tree }) =>
      owner.client.post('/api/file/copyfile', { userFileId: tree.notes.id, filePath: '/课程' }),
  ],
  [
    'a file rewritten in the editor',
    ({ owner, tree }) =>
      owner.client.post('/api/file/update', {
        userFileId: tree.lesson.id,
        fileId: tree.lesson.objectId!,
        content: 'rewritten 改写',
      }),
  ],
  [
    'a file deleted',
    ({ owner, tree }) => owner.client.post('/api/file/deletefile', { userFileId: tree.lesson.id }),
  ],
  [
    'a file restored from the bin',
    ({ owner, tree }) =>
      owner.client.post('/api/recoveryfile/restorerecoveryfile', {
        recoveryFileIds: filesJson(tree.answer.id),
      }),
    async (owner, tree) => {
      await owner.client.post('/api/file/deletefile', { userFileId: tree.answer.id });
    },
  ],
  [
    'an archive unzipped into it',
    async ({ owner }) => {
      const zip = await putZip(owner);
      const started = await owner.client.post<{ taskId: string }>('/api/file/unzipfile', {
        unzipMode: 2,
        userFileId: zip.id,
        filePath: '/课程',
      });
      expect(started.code).toBe(0);
      await worker().drain();
    },
  ],
];

function putZip(owner: Owner) {
  return addFile(server.testDatabase.database.db, server.store, {
    userId: owner.userId,
    folder: '/elsewhere',
    name: 'words.zip',
    body: buildZip([{ name: 'words/第二课.txt', data: Buffer.from('第二课 الدرس الثاني') }]),
  });
}

describe('an approved public share whose files change', () => {
  it.each(changes)('goes back to review after %s', async (_name, change, before) => {
    const made = await approvedCourse(before);
    expect(await publishedIds()).toContain(made.id);
    const answer = (await change(made)) as { code?: number } | undefined;
    if (answer && typeof answer.code === 'number') expect(answer.code).toBe(0);

    const record = await ownRecord(made.owner, made.id);
    expect(record.public).toMatchObject({ status: 0 });
    expect(record.public?.contentChangedAt).toEqual(expect.any(String));
    expect(await publishedIds()).not.toContain(made.id);
    expect(
      (await visitor(server).get('/api/share/sharefileList', { shareBatchNum: made.shareBatchNum }))
        .code,
    ).toBe(3200);
    const pending = await made.admin.client.post<Page<PublicShareCard>>(
      '/api/admin/share/pending',
      { pageCount: 100 },
    );
    const card = pending.data.list.find((row) => row.id === made.id);
    expect(card).toMatchObject({ status: 0, contentChangedAt: expect.any(String) });
  });

  it('is published again by a new approval, which clears the notice', async () => {
    const made = await approvedCourse();
    await made.owner.client.post('/api/file/createFold', { fileName: '新', filePath: '/课程' });
    expect(await publishedIds()).not.toContain(made.id);
    expect((await made.admin.client.post('/api/admin/share/approve', { id: made.id })).code).toBe(
      0,
    );
    expect(await publishedIds()).toContain(made.id);
    expect((await ownRecord(made.owner, made.id)).public).toMatchObject({
      status: 1,
      contentChangedAt: null,
    });
  });

  it('stays published when nothing it shows changes', async () => {
    const made = await approvedCourse(async (owner, tree) => {
      await owner.client.post('/api/file/deletefile', { userFileId: tree.answer.id });
    });
    const { owner, tree } = made;
    const calls = [
      owner.client.post('/api/file/createFold', { fileName: '外', filePath: '/' }),
      owner.client.post('/api/file/renamefile', { userFileId: tree.notes.id, fileName: 'n.md' }),
      owner.client.post('/api/file/movefile', {
        userFileId: tree.notes.id,
        filePath: '/elsewhere',
      }),
      owner.client.post('/api/file/copyfile', {
        userFileId: tree.lesson.id,
        filePath: '/elsewhere',
      }),
      // Erasing from the bin what was already deleted before the review shows nothing new.
      owner.client.post('/api/recoveryfile/deleterecoveryfile', {
        recoveryFileIds: filesJson(tree.answer.id),
      }),
    ];
    for (const call of calls) expect((await call).code).toBe(0);
    await putFile(
      server,
      owner.userId,
      '/',
      '课程.txt',
      'a file whose name starts like the folder',
    );
    await putFile(server, owner.userId, '/', '课程(1)', 'and another');
    // Someone else's folder of the same name is not the shared one.
    const other = await newUser(server);
    await other.client.post('/api/file/createFold', { fileName: '课程', filePath: '/' });
    await putFile(server, other.userId, '/课程', 'mine.txt', 'not shared');
    // Saving from the share writes into the saver's space, not the owner's.
    const saver = await newUser(server);
    expect(
      (
        await saver.client.post('/api/share/savesharefile', {
          shareBatchNum: made.shareBatchNum,
          filePath: '/',
          files: filesJson(tree.lesson.id),
        })
      ).code,
    ).toBe(0);

    expect(await publishedIds()).toContain(made.id);
    expect((await ownRecord(owner, made.id)).public).toMatchObject({
      status: 1,
      contentChangedAt: null,
    });
  });

  it('leaves link shares and rejected shares as they are', async () => {
    const owner = await newUser(server);
    const tree = await ownerTree(server, owner.userId, owner.client);
    const link = await shareLink(owner.client, [tree.courseId]);
    const rejected = await owner.client.post<{ id: string }>('/api/share/sharefilePublic', {
      category_base_id: ZONE,
      title: 't',
      desc: 'd',
      files: filesJson(tree.courseId),
    });
    const admin = await newUser(server, 'admin');
    await admin.client.post('/api/admin/share/reject', { id: rejected.data.id, reason: 'لا' });
    await owner.client.post('/api/file/createFold', { fileName: '新', filePath: '/课程' });
    const list = await owner.client.get<Page<ShareRecord>>('/api/share/shareList', {
      pageCount: 100,
    });
    const byId = new Map(list.data.list.map((record) => [record.id, record]));
    expect(byId.get(rejected.data.id)?.public).toMatchObject({ status: 2, contentChangedAt: null });
    const linkRecord = list.data.list.find((record) => record.shareBatchNum === link.shareBatchNum);
    expect(linkRecord).toMatchObject({ state: 'live', public: null });
  });
});
