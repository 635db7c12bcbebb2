import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FolderNode, UserFile } from '@qiao/contracts/drive';
import { driveClient, filesJson, putFile } from '../../../test/drive-client';
import { signInAs } from '../../../test/sign-in';
import { startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

async function newUser() {
  const { userId, cookie } = await signInAs(server);
  return { userId, drive: driveClient(server, cookie) };
}

type Page = { list: UserFile[]; total: number };

describe('folders and listing', () => {
  it('creates folders, lists folders first, and sorts by name, size or time', async () => {
    const { userId, drive } = await newUser();
    expect(
      (await drive.post('/api/file/createFold', { fileName: 'دروس', filePath: '/' })).code,
    ).toBe(0);
    await putFile(server, userId, '/', '长文件.txt', 'x'.repeat(300));
    await putFile(server, userId, '/', 'a-short.txt', 'x');
    const byName = await drive.get<Page>('/api/file/getfilelist', { filePath: '/', fileType: 0 });
    expect(byName.data.total).toBe(3);
    expect(byName.data.list.map((f) => f.fileName)).toEqual(['دروس', 'a-short', '长文件']);
    expect(byName.data.list[0]).toMatchObject({ isDir: 1, extendName: '', file_type: 0 });
    expect(byName.data.list[2]).toMatchObject({
      isDir: 0,
      extendName: 'txt',
      file_type: 2,
      fileSize: 300,
    });
    const bySize = await drive.get<Page>('/api/file/getfilelist', {
      orderBy: 'size',
      order: 'desc',
    });
    expect(bySize.data.list.map((f) => f.fileName)).toEqual(['دروس', '长文件', 'a-short']);
    const paged = await drive.get<Page>('/api/file/getfilelist', { pageCount: 2, currentPage: 2 });
    expect(paged.data).toMatchObject({ total: 3, list: [{ fileName: '长文件' }] });
  });

  it('refuses bad and taken names with the spec messages', async () => {
    const { drive } = await newUser();
    await drive.post('/api/file/createFold', { fileName: '课程', filePath: '/' });
    const cases: [string, string][] = [
      ['', 'Please enter the file name'],
      ['a/b', 'Folder name cannot contain any of the following characters: \\/:*?"<>|'],
      ['..', 'Folder name cannot contain any of the following characters: \\/:*?"<>|'],
      ['x'.repeat(256), 'The name is too long (255 characters at most)'],
      ['课程', 'A file or folder with this name is already here'],
    ];
    for (const [fileName, message] of cases) {
      const answer = await drive.post('/api/file/createFold?lang=en', { fileName, filePath: '/' });
      expect(answer, fileName).toMatchObject({ success: false, message });
    }
    const outside = await drive.post('/api/file/createFold?lang=en', {
      fileName: 'x',
      filePath: '/../etc',
    });
    expect(outside).toMatchObject({ success: false, message: 'The target folder does not exist' });
    const missing = await drive.post('/api/file/createFold?lang=en', {
      fileName: 'x',
      filePath: '/nope',
    });
    expect(missing.message).toBe('The target folder does not exist');
  });

  it('answers the folder tree under one root node', async () => {
    const { drive } = await newUser();
    await drive.post('/api/file/createFold', { fileName: 'HSK', filePath: '/' });
    await drive.post('/api/file/createFold', { fileName: '一级', filePath: '/HSK' });
    await drive.post('/api/file/createFold', { fileName: 'الوحدة 1', filePath: '/HSK/一级' });
    const tree = await drive.get<FolderNode>('/api/file/getfiletree');
    expect(tree.data).toMatchObject({
      label: '/',
      filePath: '/',
      children: [
        {
          label: 'HSK',
          filePath: '/HSK',
          children: [
            { label: '一级', children: [{ label: 'الوحدة 1', filePath: '/HSK/一级/الوحدة 1' }] },
          ],
        },
      ],
    });
  });

  it('lists files of one category across the account', async () => {
    const { userId, drive } = await newUser();
    await drive.post('/api/file/createFold', { fileName: 'صور', filePath: '/' });
    await putFile(server, userId, '/صور', 'لقطة.PNG', 'png');
    await putFile(server, userId, '/', 'cover.jpg', 'jpg');
    await putFile(server, userId, '/', 'notes.md', 'md');
    await putFile(server, userId, '/', 'archive.zip', 'zip');
    const images = await drive.get<Page>('/api/file/getfilelist', { fileType: 1 });
    expect(images.data.list.map((f) => f.fileName).sort()).toEqual(['cover', 'لقطة']);
    const other = await drive.get<Page>('/api/file/selectfilebyfiletype', { fileType: 5 });
    expect(other.data.list.map((f) => f.fileName)).toEqual(['archive']);
  });
});

describe('rename, move and copy', () => {
  it('renames a folder and carries everything inside along', async () => {
    const { userId, drive } = await newUser();
    const folder = await drive.post<UserFile>('/api/file/createFold', {
      fileName: 'old',
      filePath: '/',
    });
    await drive.post('/api/file/createFold', { fileName: 'inner', filePath: '/old' });
    await putFile(server, userId, '/old/inner', 'deep.txt', 'deep');
    const renamed = await drive.post<UserFile>('/api/file/renamefile', {
      userFileId: folder.data.userFileId,
      fileName: 'جديد',
    });
    expect(renamed.data.fileName).toBe('جديد');
    const deep = await drive.get<Page>('/api/file/getfilelist', { filePath: '/جديد/inner' });
    expect(deep.data.list.map((f) => f.fileName)).toEqual(['deep']);
    expect((await drive.get<Page>('/api/file/getfilelist', { filePath: '/old' })).data.total).toBe(
      0,
    );
  });

  it('renames a file with its extension and recategorises it', async () => {
    const { userId, drive } = await newUser();
    const file = await putFile(server, userId, '/', 'clip.txt', 'not really');
    const renamed = await drive.post<UserFile>('/api/file/renamefile', {
      userFileId: file.id,
      fileName: 'clip.mp4',
    });
    expect(renamed.data).toMatchObject({ fileName: 'clip', extendName: 'mp4', file_type: 3 });
  });

  it('moves into another folder, and never a folder into itself', async () => {
    const { userId, drive } = await newUser();
    const a = await drive.post<UserFile>('/api/file/createFold', { fileName: 'a', filePath: '/' });
    await drive.post('/api/file/createFold', { fileName: 'b', filePath: '/a' });
    await drive.post('/api/file/createFold', { fileName: 'target', filePath: '/' });
    const file = await putFile(server, userId, '/', 'x.txt', 'x');
    expect(
      (await drive.post('/api/file/movefile', { userFileId: file.id, filePath: '/target' })).code,
    ).toBe(0);
    for (const filePath of ['/a', '/a/b']) {
      const answer = await drive.post('/api/file/movefile?lang=en', {
        userFileId: a.data.userFileId,
        filePath,
      });
      expect(answer.message).toBe('A folder cannot be moved or copied into itself');
    }
    const moved = await drive.post('/api/file/batchmovefile', {
      files: filesJson(a.data.userFileId),
      filePath: '/target',
    });
    expect(moved).toMatchObject({ code: 0, data: { moved: 1 } });
    const inside = await drive.get<Page>('/api/file/getfilelist', { filePath: '/target/a' });
    expect(inside.data.list.map((f) => f.fileName)).toEqual(['b']);
  });

  it('copies a folder with its files as references that count against quota', async () => {
    const { userId, drive } = await newUser();
    await drive.post('/api/file/createFold', { fileName: 'src', filePath: '/' });
    await putFile(server, userId, '/src', 'one.txt', '12345');
    const src = (await drive.get<Page>('/api/file/getfilelist', {})).data.list[0]!;
    const before = await drive.get<{ storageSize: number }>('/api/filetransfer/getstorage');
    const copied = await drive.post<UserFile>('/api/file/copyfile?lang=en', {
      userFileId: src.userFileId,
      filePath: '/',
    });
    expect(copied.message).toBe('A file or folder with this name is already here');
    await drive.post('/api/file/createFold', { fileName: 'dest', filePath: '/' });
    expect(
      (await drive.post('/api/file/copyfile', { userFileId: src.userFileId, filePath: '/dest' }))
        .code,
    ).toBe(0);
    const copy = await drive.get<Page>('/api/file/getfilelist', { filePath: '/dest/src' });
    expect(copy.data.list).toMatchObject([{ fileName: 'one', fileSize: 5 }]);
    const original = await drive.get<Page>('/api/file/getfilelist', { filePath: '/src' });
    expect(copy.data.list[0]!.fileId).toBe(original.data.list[0]!.fileId);
    const after = await drive.get<{ storageSize: number }>('/api/filetransfer/getstorage');
    expect(after.data.storageSize - before.data.storageSize).toBe(5);
  });
});
