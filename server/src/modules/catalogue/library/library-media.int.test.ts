import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayAuth } from '@qiao/contracts/catalogue-library';
import {
  joinFixtureClass,
  seedLibraryContent,
  type LibraryContent,
} from '../../../../test/fixtures/library-content';
import { lessonVideo } from '../../../../test/fixtures/library-media';
import { signInAs } from '../../../../test/sign-in';
import { startTestServer, type TestServer } from '../../../../test/test-server';
import { getOrCreateSecret } from '../../../platform/secrets/secrets';
import { signToken } from '../../../platform/secrets/signed-token';
import { startTestS3Server, type TestS3Server } from '../../../platform/storage/test-s3-server';
import { classContents } from '../tables';
import { MEDIA_KEY_SECRET, type MediaGrant } from './media-grant';
import { libraryClient, type LibraryCall } from './library-test-client';

let server: TestServer;
let content: LibraryContent;
let visitor: LibraryCall;
let member: LibraryCall;

beforeAll(async () => {
  server = await startTestServer();
  content = await seedLibraryContent(server.testDatabase.database.db, server.store);
  visitor = libraryClient(server);
  const classmate = await signInAs(server);
  await joinFixtureClass(server.testDatabase.database.db, content, classmate.userId);
  member = libraryClient(server, { cookie: classmate.cookie, lang: 'zh' });
});
afterAll(async () => server?.close());

const fetchFrom = (on: TestServer, url: string, headers: Record<string, string> = {}) =>
  fetch(url.startsWith('http') ? url : on.baseUrl + url, { headers });

describe('play authorisation', () => {
  it('gives a short-lived address that plays the video without a session, with captions', async () => {
    const before = Date.now();
    const auth = await visitor<PlayAuth>('/api/discover/getPlayAuth', {
      id: content.weike.greeting.id,
    });
    expect(auth.code).toBe(0);
    expect(auth.data).toMatchObject({
      title: 'مرحبًا',
      mediaType: 'video/mp4',
      durationSeconds: 4,
      sizeBytes: content.media.video.size,
    });
    expect(auth.data.url).toMatch(/^\/api\/content\/media\?token=[\w-]+\.[\w-]+$/);
    const lifetime = Date.parse(auth.data.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(30 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000 + 1000);

    const whole = await fetchFrom(server, auth.data.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(await lessonVideo())).toBe(true);

    expect(auth.data.captions.map((caption) => [caption.language, caption.label])).toEqual([
      ['ar', 'العربية'],
      ['zh', '中文'],
    ]);
    const zh = await fetchFrom(server, auth.data.captions[1]!.url);
    expect(zh.headers.get('content-type')).toBe('text/vtt');
    expect(await zh.text()).toContain('你好');
  });

  it('serves byte ranges: 206 with Content-Range, 416 past the end', async () => {
    const auth = await visitor<PlayAuth>('/api/discover/getPlayAuth', {
      id: content.videos.market.id,
    });
    const size = content.media.video.size;
    const video = await lessonVideo();
    const part = await fetchFrom(server, auth.data.url, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(100, 200))).toBe(true);
    const tail = await fetchFrom(server, auth.data.url, { range: 'bytes=-10' });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(video.subarray(size - 10))).toBe(true);
    const past = await fetchFrom(server, auth.data.url, { range: `bytes=${size}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`);
  });

  it('refuses a tampered, expired or file-space address', async () => {
    const auth = await visitor<PlayAuth>('/api/discover/getPlayAuth', {
      id: content.weike.greeting.id,
    });
    const token = auth.data.url.split('token=').pop()!;
    const [payload, signature] = token.split('.');
    const grant = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as MediaGrant;
    const stretched = Buffer.from(
      JSON.stringify({ ...grant, expires: grant.expires + 86_400 }),
    ).toString('base64url');
    const key = await getOrCreateSecret(server.testDatabase.database.db, MEDIA_KEY_SECRET);
    const expired = signToken<MediaGrant>(key, {
      ...grant,
      expires: Math.floor(Date.now() / 1000) - 1,
    });
    const driveObject = signToken<MediaGrant>(key, { ...grant, key: 'objects/aa/bb/some-file' });
    for (const bad of [`${stretched}.${signature}`, expired, driveObject, 'nonsense']) {
      const answer = await fetchFrom(server, `/api/content/media?token=${bad}`, {
        'x-qiao-lang': 'zh',
      });
      expect(answer.status).toBe(403);
      expect(await answer.json()).toMatchObject({
        code: 3544,
        message: '该媒体地址已过期或无效，请重新打开页面',
      });
    }
  });

  it('opens e-books, documents and class contents through getLocalPlayAuth only', async () => {
    const book = await member<PlayAuth>('/api/Index/getLocalPlayAuth', {
      id: content.ebooks.guide.id,
    });
    expect(book.data).toMatchObject({
      title: '阿拉伯学习者汉语入门',
      mediaType: 'application/epub+zip',
      readingDirection: 'rtl',
      captions: [],
    });
    const epub = await fetchFrom(server, book.data.url);
    expect(
      Buffer.from(await epub.arrayBuffer())
        .subarray(30, 38)
        .toString(),
    ).toBe('mimetype');
    expect(epub.headers.get('content-disposition')).toContain('inline');

    const notPlayable = await visitor('/api/discover/getPlayAuth', { id: content.ebooks.guide.id });
    expect(notPlayable).toMatchObject({
      code: 3543,
      message: 'لا يوجد ملف لتشغيل هذا المحتوى أو قراءته',
    });
    const noFile = await visitor('/api/Index/getLocalPlayAuth', {
      id: content.broadcasts.article.id,
    });
    expect(noFile.code).toBe(3543);

    const lesson = await visitor<PlayAuth>('/api/Index/getLocalPlayAuth', {
      id: content.classHourVideo.id,
    });
    expect(lesson.data.mediaType).toBe('video/mp4');
    expect(lesson.data.captions).toHaveLength(2);
    const onlyItems = await visitor('/api/discover/getPlayAuth', { id: content.classHourVideo.id });
    expect(onlyItems.code).toBe(3540);
  });

  it('stops signing a class content at once when its file is taken away, though it remembers the row', async () => {
    const id = content.classHourVideo.id;
    const db = server.testDatabase.database.db;
    expect((await visitor('/api/Index/getLocalPlayAuth', { id })).code).toBe(0);
    const [row] = await db.select().from(classContents).where(eq(classContents.id, id));
    await db.update(classContents).set({ mediaKey: null }).where(eq(classContents.id, id));
    try {
      expect(await visitor('/api/Index/getLocalPlayAuth', { id })).toMatchObject({ code: 3543 });
    } finally {
      await db
        .update(classContents)
        .set({ mediaKey: row!.mediaKey })
        .where(eq(classContents.id, id));
    }
    expect((await visitor('/api/Index/getLocalPlayAuth', { id })).code).toBe(0);
  });

  it('never signs what the viewer may not see', async () => {
    const hidden = [
      content.hiddenClassHourVideo.id,
      content.weike.backofficeWeike.id,
      content.weike.inHiddenSeries.id,
      content.documents.classDocument.id,
      content.videos.hiddenVideo.id,
      crypto.randomUUID(),
      'x',
    ];
    for (const id of hidden) {
      const answer = await visitor('/api/Index/getLocalPlayAuth', { id });
      expect(answer).toMatchObject({ code: 3540, message: 'هذا المحتوى غير موجود أو غير متاح لك' });
    }
    const pdf = await member<PlayAuth>('/api/Index/getLocalPlayAuth', {
      id: content.documents.classDocument.id,
    });
    expect(pdf.data.mediaType).toBe('application/pdf');
    const bytes = await fetchFrom(server, pdf.data.url, { range: 'bytes=0-4' });
    expect(bytes.status).toBe(206);
    expect(await bytes.text()).toBe('%PDF-');
  });
});

describe('catalogue images', () => {
  it('serves a cover at its content address, cached for good', async () => {
    const url = `/api/content/image/${content.media.cover.sha256}`;
    const image = await fetchFrom(server, url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(image.headers.get('etag')).toBe(`"${content.media.cover.sha256}"`);
    expect((await image.arrayBuffer()).byteLength).toBe(content.media.cover.size);
    const again = await fetchFrom(server, url, {
      'if-none-match': `"${content.media.cover.sha256}"`,
    });
    expect(again.status).toBe(304);
  });

  it('never hands out a video, a document or an unknown object as an image', async () => {
    for (const sha of [
      content.media.video.sha256,
      content.media.pdf.sha256,
      content.media.rtlBook.sha256,
      '0'.repeat(64),
      'not-a-hash',
    ]) {
      const answer = await fetchFrom(server, `/api/content/image/${sha}`);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ code: 3545 });
    }
  });
});

describe('media on S3', () => {
  let s3: TestS3Server;
  let onS3: TestServer;
  let s3Content: LibraryContent;
  beforeAll(async () => {
    s3 = await startTestS3Server('qiao-library');
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
    s3Content = await seedLibraryContent(onS3.testDatabase.database.db, onS3.store);
  });
  afterAll(async () => {
    await onS3?.close();
    await s3?.stop();
  });

  it('plays straight from the bucket with a presigned address and ranges', async () => {
    const auth = await libraryClient(onS3)<PlayAuth>('/api/discover/getPlayAuth', {
      id: s3Content.weike.greeting.id,
    });
    expect(auth.data.url.startsWith(s3.settings.endpoint ?? 'missing')).toBe(true);
    expect(auth.data.url).toContain('X-Amz-Expires=');
    const part = await fetch(auth.data.url, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(
      Buffer.from(await part.arrayBuffer()).equals((await lessonVideo()).subarray(0, 100)),
    ).toBe(true);
    // Captions stay on Qiao's origin, where a <track> may load them.
    expect(auth.data.captions[0]?.url.startsWith('/api/content/media?token=')).toBe(true);
    const captions = await fetchFrom(onS3, auth.data.captions[0]!.url);
    expect(await captions.text()).toContain('مرحبًا');
    const page = await fetch(onS3.baseUrl + '/api/discover/categoryList', { method: 'POST' });
    expect(page.headers.get('content-security-policy')).toContain(
      `media-src 'self' blob: ${s3.settings.endpoint}`,
    );
  });

  it('serves images from the bucket through Qiao', async () => {
    const image = await fetchFrom(onS3, `/api/content/image/${s3Content.media.cover.sha256}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });
});
