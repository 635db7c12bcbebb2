import { eq } from 'drizzle-orm';
import type { UserFile } from '@qiao/contracts/drive';
import { signInAs } from '../../../test/sign-in';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { uploadClient } from '../../../test/upload-client';
import { startTestS3Server, type TestS3Server } from '../../platform/storage/test-s3-server';
import { fileObjects } from '../drive/tables';
import { uploadSessions } from './tables';

export type StoreKind = 'local' | 's3';

export const MiB = 1024 * 1024;

/** The part size of a store (1 MiB on disk, 5 MiB on S3) for files of test sizes. */
export const partBytes = (kind: StoreKind) => (kind === 's3' ? 5 : 1) * MiB;

/** A Qiao server on the given store; on S3 an s3rver of its own that close() stops. */
export async function startUploadServer(
  kind: StoreKind,
  env: Record<string, string> = {},
): Promise<TestServer & { s3?: TestS3Server }> {
  let s3: TestS3Server | undefined;
  let storeEnv: Record<string, string> = {};
  if (kind === 's3') {
    s3 = await startTestS3Server('qiao-uploads');
    const { settings } = s3;
    storeEnv = {
      STORAGE: 's3',
      S3_ENDPOINT: settings.endpoint ?? '',
      S3_BUCKET: settings.bucket,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    };
  }
  const server = await startTestServer({ env: { ...storeEnv, ...env } });
  return {
    ...server,
    s3,
    close: async () => {
      await server.close();
      await s3?.stop();
    },
  };
}

/** A signed-in user with the upload panel's client. */
export async function uploader(server: TestServer) {
  const { userId, cookie } = await signInAs(server);
  return { userId, cookie, up: uploadClient(server, cookie) };
}

type Page = { list: UserFile[]; total: number };

/** Names (with extensions) in a folder, as the file list shows them. */
export async function namesIn(up: ReturnType<typeof uploadClient>, filePath: string) {
  const page = await up.drive.get<Page>('/api/file/getfilelist', { filePath, pageCount: 100 });
  return page.data.list.map((f) => (f.extendName ? `${f.fileName}.${f.extendName}` : f.fileName));
}

/** The stored bytes under a key, whole. */
export async function storedBytes(server: TestServer, key: string): Promise<Buffer> {
  const read = await server.store.get(key);
  const chunks: Buffer[] = [];
  for await (const chunk of read.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function objectRow(server: TestServer, id: string) {
  const db = server.testDatabase.database.db;
  const [row] = await db.select().from(fileObjects).where(eq(fileObjects.id, id));
  return row;
}

export async function uploadRow(server: TestServer, id: string) {
  const db = server.testDatabase.database.db;
  const [row] = await db.select().from(uploadSessions).where(eq(uploadSessions.id, id));
  return row;
}

export async function uploadsOf(server: TestServer, userId: string) {
  const db = server.testDatabase.database.db;
  return db.select().from(uploadSessions).where(eq(uploadSessions.userId, userId));
}

/** Every user file's bytes the store holds: a refused upload must add none. */
export async function storedObjectCount(server: TestServer): Promise<number> {
  let count = 0;
  for await (const _object of server.store.listObjects('objects/')) count += 1;
  return count;
}
