import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { signInAs } from '../../../test/sign-in';
import { startTestServer, type TestServer } from '../../../test/test-server';

// A probe whose database query fails with the caller's words among its parameters, as a
// programming mistake would: the error must be logged without those words.
async function failingQueryProbe(app: FastifyInstance) {
  app.post('/api/probe/failingQuery', async (request) => {
    const { text } = request.body as { text: string };
    await server.testDatabase.database.db.execute(sql`select ${text}::integer as number`);
    return {};
  });
}

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer({ plugins: [failingQueryProbe] });
  ({ cookie } = await signInAs(server, { name: 'ليلى' }));
});
afterAll(async () => server?.close());

const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
  fetch(server.baseUrl + path, {
    method,
    headers: {
      origin: server.baseUrl,
      cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const NUL = '\u0000';
const courseId = 'course-1';

describe('a NUL character in any text field', () => {
  it.each([
    ['search', 'POST', '/api/Index/searchContent', { keyword: `汉${NUL}字` }, 'keyword'],
    ['file search', 'GET', `/api/file/search?fileName=a%00b`, undefined, 'fileName'],
    [
      'folder name',
      'POST',
      '/api/file/createFold',
      { fileName: `درس${NUL}`, filePath: '/' },
      'fileName',
    ],
    [
      'note content',
      'POST',
      '/api/notes/addNotes',
      { courseId, classHourId: 'h', title: 't', content: `<p>${NUL}</p>` },
      'content',
    ],
    ['note course id', 'POST', '/api/notes/getNotesList', { courseId: `c${NUL}` }, 'courseId'],
    [
      'discussion post',
      'POST',
      '/api/post/addPost',
      { courseId, title: `سؤال${NUL}`, content: '<p>x</p>' },
      'title',
    ],
    ['discussion course id', 'POST', '/api/post/getPostList', { courseId: `${NUL}` }, 'courseId'],
    ['profile name', 'POST', '/api/user/editBasicsInfo', { name: `سارة${NUL}` }, 'name'],
  ] as const)('is refused as a parameter error in %s', async (_what, method, path, body, field) => {
    for (const [lang, message] of [
      ['ar', `خطأ في المعاملات: ${field}`],
      ['zh', `参数错误：${field}`],
      ['en', `Parameter error: ${field}`],
    ]) {
      const separator = path.includes('?') ? '&' : '?';
      const response = await call(method, `${path}${separator}lang=${lang}`, body);
      expect(response.status, `${path} ${lang}`).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, code: 400, message });
    }
  });
});

describe('the log of a failing request', () => {
  it('keeps the request id and the query, not the words the user wrote', async () => {
    const secretWord = 'ملاحظتي-السرية';
    const response = await call(
      'POST',
      `/api/probe/failingQuery?keyword=${encodeURIComponent('كلمة-البحث')}&currentPage=2`,
      { text: secretWord },
    );
    expect(response.status).toBe(500);
    const requestId = response.headers.get('x-request-id');
    const lines = server.logs.filter((line) => line.reqId === requestId);
    const failure = lines.find((line) => line.level === 50);
    expect(failure?.err?.message).toContain('select $1::integer');
    const written = JSON.stringify(lines);
    expect(written).not.toContain(secretWord);
    expect(written).not.toContain('كلمة-البحث');
    expect(written).not.toContain(encodeURIComponent('كلمة-البحث'));
    expect(written).toContain('currentPage=2');
  });
});
