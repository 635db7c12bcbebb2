import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShareRecord } from '@qiao/contracts/share';
import { filesJson } from '../../../test/drive-client';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { expireShare, newUser, ownerTree, shareLink, visitor } from './share-test-setup';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => server?.close());

type Page<T> = { list: T[]; total: number };

describe('the owner’s shares', () => {
  it('renews an expired share from now, which opens it again', async () => {
    const owner = await newUser(server);
    const tree = await ownerTree(server, owner.userId, owner.client);
    const share = await shareLink(owner.client, [tree.notes.id]);
    await expireShare(server, share.shareBatchNum);
    const listed = await owner.client.get<Page<ShareRecord>>('/api/share/getShareListPrivate');
    expect(listed.data.list[0]).toMatchObject({ state: 'expired', expired: true });
    const shut = await visitor(server).get('/api/share/sharefileList', {
      shareBatchNum: share.shareBatchNum,
    });
    expect(shut.code).toBe(3201);
    const renewed = await owner.client.post<ShareRecord>('/api/share/shareExpiration', {
      shareBatchNum: share.shareBatchNum,
      duration: 0,
    });
    expect(renewed.data).toMatchObject({ state: 'live', endTime: null, duration: 0 });
    const open = await visitor(server).get('/api/share/sharefileList', {
      shareBatchNum: share.shareBatchNum,
    });
    expect(open.code).toBe(0);
  });

  it('editShare is for link shares only', async () => {
    const owner = await newUser(server);
    const tree = await ownerTree(server, owner.userId, owner.client);
    const made = await owner.client.post<{ shareBatchNum: string }>('/api/share/sharefilePublic', {
      category_base_id: 1,
      title: 'HSK',
      desc: 'مواد',
      files: filesJson(tree.notes.id),
    });
    const edit = await owner.client.post('/api/share/editShare', {
      shareBatchNum: made.data.shareBatchNum,
      shareType: 1,
    });
    expect(edit.code).toBe(3209);
  });

  it('lists them with validity, state and counts; edits, renews and cancels them', async () => {
    const owner = await newUser(server);
    const tree = await ownerTree(server, owner.userId, owner.client);
    const first = await shareLink(owner.client, [tree.courseId], { shareType: 1, duration: 30 });
    const second = await shareLink(owner.client, [tree.notes.id], { duration: 0 });
    await visitor(server).get('/api/share/sharefileList', { shareBatchNum: second.shareBatchNum });

    const list = await owner.client.get<Page<ShareRecord>>('/api/share/shareList');
    expect(list.data.total).toBe(2);
    const [newest, older] = list.data.list;
    expect(newest).toMatchObject({
      shareBatchNum: second.shareBatchNum,
      kind: 'link',
      duration: 0,
      endTime: null,
      state: 'live',
      expired: false,
      viewCount: 1,
      fileName: 'notes.md',
      fileCount: 1,
    });
    expect(older).toMatchObject({
      shareType: 1,
      extractionCode: first.extractionCode,
      duration: 30,
    });
    const privateList = await owner.client.get<Page<ShareRecord>>('/api/share/getShareListPrivate');
    expect(privateList.data.total).toBe(2);

    const edited = await owner.client.post<ShareRecord>('/api/share/editShare', {
      shareBatchNum: first.shareBatchNum,
      shareType: 0,
      duration: 7,
    });
    expect(edited.data).toMatchObject({ shareType: 0, extractionCode: '', duration: 7 });
    const open = await visitor(server).get('/api/share/sharefileList', {
      shareBatchNum: first.shareBatchNum,
    });
    expect(open.code).toBe(0);
    const coded = await owner.client.post<ShareRecord>('/api/share/editShare', {
      shareBatchNum: first.shareBatchNum,
      shareType: 1,
    });
    expect(coded.data.extractionCode).toHaveLength(4);

    const renewed = await owner.client.post<ShareRecord>('/api/share/shareExpiration', {
      shareBatchNum: second.shareBatchNum,
      duration: 1,
    });
    expect(renewed.data.duration).toBe(1);
    expect(Date.parse(renewed.data.endTime!) - Date.now()).toBeGreaterThan(86_000_000);

    const cancelled = await owner.client.post<{ cancelled: number }>('/api/share/cancel', {
      shareBatchNums: JSON.stringify([first.shareBatchNum, second.shareBatchNum]),
    });
    expect(cancelled.data.cancelled).toBe(2);
    expect((await owner.client.get<Page<ShareRecord>>('/api/share/shareList')).data.total).toBe(0);
    const gone = await visitor(server).get<{ state: string }>('/api/share/sharetype', {
      shareBatchNum: second.shareBatchNum,
    });
    expect(gone.data.state).toBe('cancelled');
    // A cancelled share stays cancelled.
    const reopen = await owner.client.post('/api/share/shareExpiration', {
      shareBatchNum: second.shareBatchNum,
      duration: 7,
    });
    expect(reopen.code).toBe(3202);
    const reedit = await owner.client.post('/api/share/editShare', {
      shareBatchNum: second.shareBatchNum,
      duration: 7,
    });
    expect(reedit.code).toBe(3202);
  });
});
