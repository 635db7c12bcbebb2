import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesJson } from '../../../test/drive-client';
import { startTestServer, type TestServer } from '../../../test/test-server';
import {
  codedShare as codedShareOn,
  everyRead,
  expireShare,
  newUser,
  shareRow,
  visitor,
} from './share-test-setup';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => server?.close());

type Auth = { url: string };
const codedShare = () => codedShareOn(server);

describe('expiry and cancellation', () => {
  it('are enforced on every read, including a download address given before', async () => {
    for (const end of ['expired', 'cancelled'] as const) {
      const { owner, tree, share } = await codedShare();
      const saver = await newUser(server);
      const guest = visitor(server);
      const early = await guest.post<Auth>('/api/share/getDownloadAuth', {
        shareBatchNum: share.shareBatchNum,
        extractionCode: share.extractionCode,
        fileIds: filesJson(tree.courseId),
      });
      expect(early.code).toBe(0);
      if (end === 'expired') await expireShare(server, share.shareBatchNum);
      else {
        await owner.client.post('/api/share/cancel', {
          shareBatchNums: JSON.stringify([share.shareBatchNum]),
        });
      }
      const expected = end === 'expired' ? 3201 : 3202;
      const reads = everyRead(
        guest,
        saver,
        share.shareBatchNum,
        share.extractionCode,
        tree.lesson.id,
        tree.courseId,
      );
      for (const [name, read] of Object.entries(reads)) {
        expect((await read()).code, `${name} when ${end}`).toBe(expected);
      }
      const late = (await (await fetch(server.baseUrl + early.data.url)).json()) as {
        code: number;
      };
      expect(late.code).toBe(expected);
      const type = await guest.get<{ state: string }>('/api/share/sharetype', {
        shareBatchNum: share.shareBatchNum,
      });
      expect(type.data.state).toBe(end);
      if (end === 'expired') expect(type.message).toBeTruthy();
    }
  });

  it('says "this share link has expired" in the visitor’s language', async () => {
    const { share } = await codedShare();
    await expireShare(server, share.shareBatchNum);
    const response = await fetch(
      `${server.baseUrl}/api/share/sharefileList?shareBatchNum=${share.shareBatchNum}&lang=zh`,
    );
    const body = (await response.json()) as { code: number; message: string };
    expect(body).toMatchObject({ code: 3201, message: '此分享链接已过期' });
  });
});

describe('what lies in a share', () => {
  it('refuses files outside the share for preview, download and save', async () => {
    const { tree, share } = await codedShare();
    const saver = await newUser(server);
    const guest = visitor(server);
    const outside = tree.notes.id;
    const base = { shareBatchNum: share.shareBatchNum, extractionCode: share.extractionCode };
    const preview = await guest.raw('/api/filetransfer/preview', { ...base, userFileId: outside });
    expect(((await preview.json()) as { code: number }).code).toBe(3206);
    const download = await guest.post('/api/share/getDownloadAuth', {
      ...base,
      ossFileId: outside,
    });
    expect(download.code).toBe(3206);
    const zip = await guest.post('/api/share/getDownloadAuth', {
      ...base,
      fileIds: filesJson(tree.courseId, outside),
    });
    expect(zip.code).toBe(3206);
    const save = await saver.client.post('/api/share/savesharefile', {
      ...base,
      filePath: '/',
      files: filesJson(outside),
    });
    expect(save.code).toBe(3206);
    const stranger = await newUser(server);
    const theirs = await stranger.client.post<{ userFileId: string }>('/api/file/createFold', {
      fileName: 'x',
      filePath: '/',
    });
    const foreign = await saver.client.post('/api/share/savesharefile', {
      ...base,
      filePath: '/',
      files: filesJson(theirs.data.userFileId),
    });
    expect(foreign.code).toBe(3206);
    const root = await saver.client.get<{ total: number }>('/api/file/getfilelist', {
      filePath: '/',
    });
    expect(root.data.total).toBe(0);
    expect((await shareRow(server, share.shareBatchNum)).resaveCount).toBe(0);
  });

  it('keeps paths inside the share: no "..", no other top names, no owner paths', async () => {
    const { share } = await codedShare();
    const guest = visitor(server);
    for (const filePath of [
      '/..',
      '/课程/..',
      '/../notes.md',
      '/notes.md',
      '//',
      '课程',
      '/课程/',
    ]) {
      const answer = await guest.get('/api/share/sharefileList', {
        shareBatchNum: share.shareBatchNum,
        extractionCode: share.extractionCode,
        filePath,
      });
      expect(answer.code, filePath).not.toBe(0);
      expect(JSON.stringify(answer)).not.toContain('notes');
    }
  });

  it('follows the owner’s bin: an item deleted after sharing is no longer readable', async () => {
    const { owner, tree, share } = await codedShare();
    await owner.client.post('/api/file/deletefile', { userFileId: tree.lesson.id });
    const preview = await visitor(server).raw('/api/filetransfer/preview', {
      userFileId: tree.lesson.id,
      shareBatchNum: share.shareBatchNum,
      extractionCode: share.extractionCode,
    });
    expect(((await preview.json()) as { code: number }).code).toBe(3206);
  });
});

describe('owners only', () => {
  it('another user cannot edit, renew or cancel a share, nor learn it exists', async () => {
    const { share } = await codedShare();
    const stranger = await newUser(server);
    const edit = await stranger.client.post('/api/share/editShare', {
      shareBatchNum: share.shareBatchNum,
      shareType: 0,
    });
    expect(edit.code).toBe(3200);
    const renew = await stranger.client.post('/api/share/shareExpiration', {
      shareBatchNum: share.shareBatchNum,
      duration: 0,
    });
    expect(renew.code).toBe(3200);
    const mine = await stranger.client.post('/api/share/sharefile', {
      files: filesJson(
        (
          await stranger.client.post<{ userFileId: string }>('/api/file/createFold', {
            fileName: 'mine',
            filePath: '/',
          })
        ).data.userFileId,
      ),
    });
    const cancel = await stranger.client.post('/api/share/cancel', {
      shareBatchNums: JSON.stringify([
        (mine.data as { shareBatchNum: string }).shareBatchNum,
        share.shareBatchNum,
      ]),
    });
    expect(cancel.code).toBe(3200);
    const row = await shareRow(server, share.shareBatchNum);
    expect(row).toMatchObject({ shareType: 1, cancelledAt: null });
    expect(row.endTime).not.toBeNull();
    // All or none: the stranger's own share was not cancelled either.
    const own = await shareRow(server, (mine.data as { shareBatchNum: string }).shareBatchNum);
    expect(own.cancelledAt).toBeNull();
  });

  it('unknown or malformed batch numbers answer "no such share"', async () => {
    const guest = visitor(server);
    for (const shareBatchNum of ['AAAAAAAAAAAAAAAAAAAAAAAA', 'x', "1' or '1'='1"]) {
      const answer = await guest.get('/api/share/sharetype', { shareBatchNum });
      expect(answer.code, shareBatchNum).not.toBe(0);
    }
  });
});
