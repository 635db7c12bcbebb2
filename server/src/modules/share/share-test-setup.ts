import { eq } from 'drizzle-orm';
import type { Role } from '@qiao/contracts/users';
import { filesJson, putFile, type Answer } from '../../../test/drive-client';
import { signInAs } from '../../../test/sign-in';
import type { TestServer } from '../../../test/test-server';
import { shares } from './tables';

/**
 * A client for share tests: optionally signed in, from an address of the test's choosing (the
 * test server trusts X-Forwarded-For), GET with a query and POST form-encoded like the web.
 */
export function shareClient(
  server: TestServer,
  options: { cookie?: string; address?: string } = {},
) {
  const headers = (): Record<string, string> => ({
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...(options.address ? { 'x-forwarded-for': options.address } : {}),
  });
  const form = (values: Record<string, string | number | undefined>) =>
    new URLSearchParams(
      Object.entries(values).flatMap(([k, v]): [string, string][] =>
        v === undefined ? [] : [[k, String(v)]],
      ),
    );
  return {
    async raw(path: string, query: Record<string, string | number | undefined> = {}) {
      return fetch(`${server.baseUrl}${path}?${form(query)}`, { headers: headers() });
    },
    async get<T = never>(path: string, query: Record<string, string | number | undefined> = {}) {
      const response = await fetch(`${server.baseUrl}${path}?${form(query)}`, {
        headers: headers(),
      });
      return (await response.json()) as Answer<T> & { status?: number };
    },
    async post<T = never>(path: string, values: Record<string, string | number | undefined> = {}) {
      const response = await fetch(server.baseUrl + path, {
        method: 'POST',
        headers: {
          ...headers(),
          origin: server.baseUrl,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form(values).toString(),
      });
      return (await response.json()) as Answer<T>;
    },
  };
}

export type ShareClient = ReturnType<typeof shareClient>;

let addressCounter = 0;
/** A fresh client address, so one test's wrong codes never throttle another's. */
export const freshAddress = () => {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

export async function newUser(server: TestServer, role: Role = 'student', name = 'ليلى') {
  const { userId, cookie } = await signInAs(server, { role, name });
  return { userId, cookie, client: shareClient(server, { cookie, address: freshAddress() }) };
}

/** A visitor with no session, from an address of its own. */
export const visitor = (server: TestServer, address = freshAddress()) =>
  shareClient(server, { address });

/**
 * An owner's small tree: /课程 (folder) with 第一课.txt and /课程/练习 with 答案.txt; and a loose
 * file /notes.md outside it.
 */
export async function ownerTree(server: TestServer, userId: string, client: ShareClient) {
  await client.post('/api/file/createFold', { fileName: '课程', filePath: '/' });
  await client.post('/api/file/createFold', { fileName: '练习', filePath: '/课程' });
  const folder = await client.get<{ list: { userFileId: string; fileName: string }[] }>(
    '/api/file/getfilelist',
    { filePath: '/' },
  );
  const lesson = await putFile(server, userId, '/课程', '第一课.txt', 'درس 一 lesson');
  const answer = await putFile(server, userId, '/课程/练习', '答案.txt', 'answers 答案');
  const notes = await putFile(server, userId, '/', 'notes.md', '# private notes');
  const course = folder.data.list.find((row) => row.fileName === '课程')!;
  return { courseId: course.userFileId, lesson, answer, notes };
}

export type ShareResult = { shareBatchNum: string; extractionCode: string; endTime: string | null };

export async function shareLink(
  client: ShareClient,
  ids: string[],
  options: { duration?: number; shareType?: number } = {},
) {
  const answer = await client.post<ShareResult>('/api/share/sharefile', {
    files: filesJson(...ids),
    remarks: '',
    ...options,
  });
  if (answer.code !== 0) throw new Error(`share failed: ${answer.message}`);
  return answer.data;
}

/** Moves a share's end into the past, as time passing would. */
export async function expireShare(server: TestServer, batchNum: string) {
  await server.testDatabase.database.db
    .update(shares)
    .set({ endTime: new Date(Date.now() - 1000) })
    .where(eq(shares.batchNum, batchNum));
}

export async function shareRow(server: TestServer, batchNum: string) {
  const [row] = await server.testDatabase.database.db
    .select()
    .from(shares)
    .where(eq(shares.batchNum, batchNum));
  return row!;
}

/** An owner's tree with its course folder shared by a link that needs a code. */
export async function codedShare(server: TestServer) {
  const owner = await newUser(server);
  const tree = await ownerTree(server, owner.userId, owner.client);
  const share = await shareLink(owner.client, [tree.courseId], { shareType: 1 });
  const wrongCode = share.extractionCode === '2222' ? '3333' : '2222';
  return { owner, tree, share, wrongCode };
}

/** Every read a visitor can make inside a share, each answering its envelope code. */
export function everyRead(
  client: ShareClient,
  saver: Awaited<ReturnType<typeof newUser>>,
  batch: string,
  code: string | undefined,
  fileId: string,
  folderId: string,
) {
  const base = { shareBatchNum: batch, extractionCode: code };
  return {
    check: () => client.get('/api/share/checkextractioncode', base),
    list: () => client.get('/api/share/sharefileList', { ...base, filePath: '/' }),
    preview: async () => {
      const response = await client.raw('/api/filetransfer/preview', {
        ...base,
        userFileId: fileId,
      });
      return (await response.json()) as { code: number };
    },
    thumbnail: async () => {
      const response = await client.raw('/api/filetransfer/preview', {
        ...base,
        userFileId: fileId,
        isMin: 1,
      });
      return (await response.json()) as { code: number };
    },
    download: () => client.post('/api/share/getDownloadAuth', { ...base, ossFileId: fileId }),
    zip: () => client.post('/api/share/getDownloadAuth', { ...base, fileIds: filesJson(folderId) }),
    save: () =>
      saver.client.post('/api/share/savesharefile', {
        ...base,
        filePath: '/',
        files: filesJson(fileId),
      }),
  };
}

/** Challenges as the widget receives them, solved as the widget solves them (the platform's). */
export {
  solveLikeTheWidget as solveShareChallenge,
  type SolvableChallenge as ShareChallenge,
} from '../../platform/guessing/test-proof-of-work';
