import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import yauzl from 'yauzl';
import type { UserFile } from '@qiao/contracts/drive';
import { driveClient, filesJson, putFile } from '../../../test/drive-client';
import { signInAs } from '../../../test/sign-in';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { startTestS3Server, type TestS3Server } from '../../platform/storage/test-s3-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

type Auth = { url: string; fileName: string; expiresAt: string };

async function newUser(on = server) {
  const { userId, cookie } = await signInAs(on);
  return { userId, cookie, drive: driveClient(on, cookie) };
}

/** Names and contents of a zip, read with yauzl (UTF-8 names as stored). */
async function readZip(bytes: Buffer): Promise<Record<string, string>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, file) =>
      error ? reject(error) : resolve(file),
    ),
  );
  const found: Record<string, string> = {};
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName.endsWith('/')) {
        found[entry.fileName] = '';
        zip.readEntry();
        return;
      }
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          found[entry.fileName] = Buffer.concat(chunks).toString('utf8');
          zip.readEntry();
        });
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return found;
}

describe('downloads', () => {
  it('gives a short-lived address that works without the session, with ranges', async () => {
    const { userId, drive } = await newUser();
    const file = await putFile(server, userId, '/', 'الدرس الأول.txt', 'مرحبا 你好 hello');
    const auth = await drive.post<Auth>('/api/file/getDownloadAuth', { ossFileId: file.id });
    expect(auth.data.fileName).toBe('الدرس الأول.txt');
    const response = await fetch(server.baseUrl + auth.data.url);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('مرحبا 你好 hello');
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment;/);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('الدرس الأول.txt')}`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const part = await fetch(server.baseUrl + auth.data.url, { headers: { range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toMatch(/^bytes 0-9\/\d+$/);
    expect(Buffer.from(await part.arrayBuffer()).toString('utf8')).toBe('مرحبا');
  });

  it('refuses forged addresses and ids of other users', async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const file = await putFile(server, owner.userId, '/', 'mine.txt', 'secret');
    const refused = await stranger.drive.post('/api/file/getDownloadAuth?lang=en', {
      ossFileId: file.id,
    });
    expect(refused).toMatchObject({ success: false, code: 3000 });
    const auth = await owner.drive.post<Auth>('/api/file/getDownloadAuth', { ossFileId: file.id });
    const forged = auth.data.url.replace(/token=([^.]+)\./, (_all, payload: string) => {
      const grant = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { expires: number };
      grant.expires += 3600;
      return `token=${Buffer.from(JSON.stringify(grant)).toString('base64url')}.`;
    });
    const response = await fetch(server.baseUrl + forged);
    expect(await response.text()).not.toContain('secret');
  });

  it('streams a folder as a zip with UTF-8 names, empty folders included', async () => {
    const { userId, drive } = await newUser();
    const folder = await drive.post<UserFile>('/api/file/createFold', {
      fileName: '课程',
      filePath: '/',
    });
    await drive.post('/api/file/createFold', { fileName: 'فارغ', filePath: '/课程' });
    await putFile(server, userId, '/课程', '第一课.txt', 'lesson one');
    const loose = await putFile(server, userId, '/', 'loose.txt', 'loose');
    const auth = await drive.post<Auth>('/api/file/getDownloadAuth', {
      fileIds: filesJson(folder.data.userFileId, loose.id),
    });
    const response = await fetch(server.baseUrl + auth.data.url);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const entries = await readZip(Buffer.from(await response.arrayBuffer()));
    expect(entries).toEqual({
      '课程/': '',
      '课程/فارغ/': '',
      '课程/第一课.txt': 'lesson one',
      'loose.txt': 'loose',
    });
  });
});

describe('previews', () => {
  it('makes and keeps a small JPEG thumbnail of an image', async () => {
    const { userId, cookie } = await newUser();
    const png = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#0b5' },
    })
      .png()
      .toBuffer();
    const { addFile } = await import('./add-file');
    const real = await addFile(server.testDatabase.database.db, server.store, {
      userId,
      folder: '/',
      name: 'photo.png',
      body: png,
    });
    expect(real.fileType).toBe(1);
    const response = await fetch(
      `${server.baseUrl}/api/filetransfer/preview?userFileId=${real.id}&isMin=1`,
      {
        headers: { cookie },
      },
    );
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(256);
    const full = await fetch(`${server.baseUrl}/api/filetransfer/preview?userFileId=${real.id}`, {
      headers: { cookie },
    });
    expect(full.headers.get('content-type')).toBe('image/png');
    expect(full.headers.get('content-disposition')).toMatch(/^inline/);
  });

  it('never renders HTML or SVG from Qiao: text or attachment, in a sandbox', async () => {
    const { userId, cookie } = await newUser();
    const html = await putFile(server, userId, '/', 'page.html', '<script>alert(1)</script>');
    const svg = await putFile(server, userId, '/', 'icon.svg', '<svg onload="alert(1)"/>');
    const asText = await fetch(`${server.baseUrl}/api/filetransfer/preview?userFileId=${html.id}`, {
      headers: { cookie },
    });
    expect(asText.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(asText.headers.get('content-security-policy')).toContain('sandbox');
    const asFile = await fetch(`${server.baseUrl}/api/filetransfer/preview?userFileId=${svg.id}`, {
      headers: { cookie },
    });
    expect(asFile.headers.get('content-type')).toBe('application/octet-stream');
    expect(asFile.headers.get('content-disposition')).toMatch(/^attachment/);
  });

  it('asks a visitor to log in', async () => {
    const { userId } = await newUser();
    const file = await putFile(server, userId, '/', 'a.txt', 'a');
    const response = await fetch(
      `${server.baseUrl}/api/filetransfer/preview?userFileId=${file.id}`,
    );
    expect(await response.json()).toMatchObject({ code: 401 });
  });
});

describe('downloads from S3', () => {
  let s3: TestS3Server;
  let onS3: TestServer;
  beforeAll(async () => {
    s3 = await startTestS3Server('qiao-drive');
    const { settings } = s3;
    onS3 = await startTestServer({
      env: {
        STORAGE: 's3',
        S3_ENDPOINT: settings.endpoint ?? '',
        S3_BUCKET: settings.bucket,
        S3_ACCESS_KEY_ID: settings.accessKeyId,
        S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      },
    });
  });
  afterAll(async () => {
    await onS3?.close();
    await s3?.stop();
  });

  it('signs an address straight to the bucket', async () => {
    const { userId, drive } = await newUser(onS3);
    const file = await putFile(onS3, userId, '/', '生词表.txt', '你好');
    const auth = await drive.post<Auth>('/api/file/getDownloadAuth', { ossFileId: file.id });
    expect(auth.data.url.startsWith(s3.settings.endpoint ?? 'missing')).toBe(true);
    const response = await fetch(auth.data.url);
    expect(await response.text()).toBe('你好');
  });
});
