import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoteItem } from '@qiao/contracts/notes';
import { signInAs } from '../../../test/sign-in';
import { startTestServer, type TestServer } from '../../../test/test-server';
import type { MoocContent } from '../../../test/fixtures/mooc-content';
import {
  catalogueClient,
  seedWithViewers,
  type CatalogueClient,
  type Viewers,
} from '../catalogue/mooc/mooc-test-setup';

let server: TestServer;
let content: MoocContent;
let viewers: Viewers;
let author: CatalogueClient;
let yct: string;
let hour1: string;
let hour2: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ content, ...viewers } = await seedWithViewers(server));
  author = catalogueClient(server, (await signInAs(server, { name: 'سارة' })).cookie);
  yct = content.courses.yct.id;
  [hour1, hour2] = content.trees.yct.hourIds as [string, string];
});
afterAll(async () => server?.close());

type Page = { list: NoteItem[]; total: number };

function add(client: CatalogueClient, body: object, language = 'zh') {
  return client.post<NoteItem>(
    '/api/notes/addNotes',
    { courseId: yct, classHourId: hour1, title: '生词', content: '<p>你好</p>', ...body },
    language,
  );
}

describe('writing a note', () => {
  it('stores a note on a class hour, pinned to a second, and answers it', async () => {
    const answer = await add(author, {
      title: '第一课 生词',
      content: '<p><strong>你好</strong> means hello</p>',
      videoSeconds: 42,
    });
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({
      courseId: yct,
      classHourId: hour1,
      classHourTitle: '课时1.1',
      title: '第一课 生词',
      content: '<p><strong>你好</strong> means hello</p>',
      excerpt: '你好 means hello',
      videoSeconds: 42,
    });
    const read = await author.post<NoteItem>('/api/notes/getNotes', { id: answer.data.id }, 'al');
    expect(read.data).toMatchObject({ title: '第一课 生词', classHourTitle: 'الحصة 1.1' });
  });

  it('says "title cannot be empty" and "content cannot be empty", in the asked language', async () => {
    const noTitle = await add(author, { title: '   ' }, 'al');
    expect(noTitle).toMatchObject({ success: false, code: 3620 });
    expect(noTitle.message).toBe('لا يمكن أن يكون العنوان فارغًا');
    const noContent = await add(author, { content: '<p>&nbsp;</p>' }, 'zh');
    expect(noContent).toMatchObject({ success: false, code: 3621, message: '内容不能为空' });
    // Nothing is left of a content that was only a script: it is empty too.
    const onlyScript = await add(author, { content: '<script>alert(1)</script>' }, 'en');
    expect(onlyScript).toMatchObject({ code: 3621, message: 'Content cannot be empty' });
  });

  it('refuses a pasted (inline) picture with a clear message', async () => {
    const answer = await add(
      author,
      { content: '<p>看图</p><img src="data:image/png;base64,iVBORw0KGgo=">' },
      'en',
    );
    expect(answer).toMatchObject({ success: false, code: 3622 });
    expect(answer.message).toContain('Pasted images are not supported');
  });

  it('refuses a title or content past the limits', async () => {
    const long = await add(author, { title: '字'.repeat(101) }, 'en');
    expect(long).toMatchObject({ success: false, code: 400 });
    expect(long.message).toBe('The title is too long (100 characters at most)');
    const big = await add(author, { content: `<p>${'a'.repeat(100_000)}</p>` });
    expect(big).toMatchObject({ success: false, code: 400 });
    const badTime = await add(author, { videoSeconds: -1 });
    expect(badTime).toMatchObject({ success: false, code: 400 });
  });

  it('stores rich text sanitised: scripts, event handlers and javascript: links are gone', async () => {
    const answer = await add(author, {
      title: 'XSS',
      content:
        '<p>ok<script>alert(1)</script></p><img src=x onerror="alert(2)">' +
        '<a href="javascript:alert(3)">link</a><p onmouseover="alert(4)" style="color:red">x</p>' +
        '<iframe src="https://evil.example"></iframe>',
    });
    expect(answer.code).toBe(0);
    const stored = (await author.post<NoteItem>('/api/notes/getNotes', { id: answer.data.id })).data
      .content;
    expect(stored).not.toMatch(/script|onerror|onmouseover|javascript:|iframe|alert/i);
    expect(stored).toContain('<p>ok</p>');
    expect(stored).toContain('<a>link</a>');
    expect(stored).toContain('<p style="color:red">x</p>');
  });

  it('writes only on a class hour of the named course that the user can see', async () => {
    const otherCourse = await add(author, { courseId: content.courses.hsk.id });
    expect(otherCourse).toMatchObject({ success: false, code: 3523 });
    const classOnly = {
      courseId: content.courses.classOnly.id,
      classHourId: content.trees.classOnly.hourIds[0],
    };
    expect(await add(viewers.outsider, classOnly)).toMatchObject({ success: false, code: 3523 });
    expect((await add(viewers.member, classOnly)).code).toBe(0);
    const backOffice = {
      courseId: content.courses.backOffice.id,
      classHourId: content.trees.backOffice.hourIds[0],
    };
    expect(await add(viewers.member, backOffice)).toMatchObject({ code: 3523 });
    expect(await add(author, { classHourId: 'not-an-id' })).toMatchObject({ code: 3523 });
  });

  it('needs a session for every call', async () => {
    expect(await add(viewers.visitor, {})).toMatchObject({ success: false, code: 401 });
    for (const call of ['getNotesList', 'getNotes', 'editNotes', 'delNotes']) {
      const answer = await viewers.visitor.post(`/api/notes/${call}`, { id: hour1 });
      expect(answer, call).toMatchObject({ success: false, code: 401 });
    }
  });
});

describe('listing notes', () => {
  it('lists the user own notes of a class hour or a course, newest first, 20 a page', async () => {
    const reader = catalogueClient(server, (await signInAs(server, { name: '王' })).cookie);
    for (let i = 1; i <= 22; i += 1) {
      expect((await add(reader, { title: `hour1-${i}` })).code).toBe(0);
    }
    expect((await add(reader, { title: 'hour2', classHourId: hour2 })).code).toBe(0);
    // Someone else's note on the same hour never shows.
    await add(author, { title: 'not mine' });

    const first = await reader.post<Page>('/api/notes/getNotesList', {
      courseId: yct,
      classHourId: hour1,
    });
    expect(first.data.total).toBe(22);
    expect(first.data.list).toHaveLength(20);
    expect(first.data.list[0]!.title).toBe('hour1-22');
    expect(first.data.list[19]!.title).toBe('hour1-3');
    const second = await reader.post<Page>('/api/notes/getNotesList', {
      classHourId: hour1,
      currentPage: 2,
    });
    expect(second.data.list.map((note) => note.title)).toEqual(['hour1-2', 'hour1-1']);

    const course = await reader.post<Page>('/api/notes/getNotesList', {
      courseId: yct,
      pageCount: 2,
    });
    expect(course.data.total).toBe(23);
    expect(course.data.list.map((note) => [note.title, note.classHourTitle])).toEqual([
      ['hour2', '课时1.2'],
      ['hour1-22', '课时1.1'],
    ]);
  });

  it('asks for a course or a class hour, and one the user can see', async () => {
    expect(await author.post('/api/notes/getNotesList', {})).toMatchObject({ code: 400 });
    expect(
      await viewers.outsider.post('/api/notes/getNotesList', {
        courseId: content.courses.classOnly.id,
      }),
    ).toMatchObject({ code: 3520 });
    expect(
      await author.post('/api/notes/getNotesList', {
        courseId: content.courses.hsk.id,
        classHourId: hour1,
      }),
    ).toMatchObject({ code: 3523 });
  });
});

describe('editing and deleting', () => {
  it('lets the author edit a note, sanitised and checked like a new one', async () => {
    const note = (await add(author, { title: 'before', videoSeconds: 5 })).data;
    const edited = await author.post<NoteItem>('/api/notes/editNotes', {
      id: note.id,
      title: 'after',
      content: '<p><em>改好了</em><img src=x onerror=alert(1)></p>',
      videoSeconds: null,
    });
    expect(edited.data).toMatchObject({
      id: note.id,
      title: 'after',
      content: '<p><em>改好了</em><img src="x" /></p>',
      videoSeconds: null,
    });
    expect(edited.data.updatedAt >= note.updatedAt).toBe(true);
    // Without a video time, an edit keeps the pin as it was.
    const pinned = (await add(author, { title: 'pinned', videoSeconds: 30 })).data;
    const retitled = await author.post<NoteItem>('/api/notes/editNotes', {
      id: pinned.id,
      title: 'pinned, retitled',
      content: '<p>x</p>',
    });
    expect(retitled.data).toMatchObject({ title: 'pinned, retitled', videoSeconds: 30 });
    const empty = await author.post('/api/notes/editNotes', {
      id: note.id,
      title: '',
      content: '<p>x</p>',
    });
    expect(empty).toMatchObject({ code: 3620 });
    expect((await author.post<NoteItem>('/api/notes/getNotes', { id: note.id })).data.title).toBe(
      'after',
    );
  });

  it("refuses another user's note to read, edit or delete, as if it did not exist", async () => {
    const note = (await add(author, { title: 'private' })).data;
    const other = viewers.outsider;
    expect(await other.post('/api/notes/getNotes', { id: note.id })).toMatchObject({
      code: 3623,
    });
    expect(
      await other.post('/api/notes/editNotes', { id: note.id, title: 'mine', content: '<p>x</p>' }),
    ).toMatchObject({ code: 3623 });
    expect(await other.post('/api/notes/delNotes', { id: note.id })).toMatchObject({
      code: 3623,
    });
    const still = await author.post<NoteItem>('/api/notes/getNotes', { id: note.id });
    expect(still.data.title).toBe('private');
  });

  it('deletes the author note once; afterwards it is not found', async () => {
    const note = (await add(author, { title: 'to delete' })).data;
    expect(await author.post('/api/notes/delNotes', { id: note.id })).toMatchObject({
      code: 0,
      data: { id: note.id },
    });
    expect(await author.post('/api/notes/getNotes', { id: note.id })).toMatchObject({
      code: 3623,
    });
    expect(await author.post('/api/notes/delNotes', { id: note.id })).toMatchObject({
      code: 3623,
    });
    expect(await author.post('/api/notes/getNotes', { id: 'nonsense' })).toMatchObject({
      code: 3623,
    });
  });
});
