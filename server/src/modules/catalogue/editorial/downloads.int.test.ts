import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AttachmentLink,
  AudioCard,
  AudioCardCategory,
  RoadCard,
  RoadMenu,
  SignedLink,
} from '@qiao/contracts/catalogue-editorial';
import {
  seedEditorialContent,
  type EditorialFixture,
} from '../../../../test/fixtures/editorial-content';
import { signInAs } from '../../../../test/sign-in';
import { startTestServer, type TestServer } from '../../../../test/test-server';
import { editorialClient, readZipEntries } from './editorial-test-client';
import { EDITORIAL_LINK_SECRET, signEditorialGrant } from './signed-links';
import { getOrCreateSecret } from '../../../platform/secrets/secrets';

type Page<T> = { list: T[]; total: number };

let server: TestServer;
let content: EditorialFixture;
let visitor: ReturnType<typeof editorialClient>;
beforeAll(async () => {
  server = await startTestServer();
  const signedIn = await signInAs(server);
  content = await seedEditorialContent(server, signedIn.userId);
  visitor = editorialClient(server);
});
afterAll(async () => server?.close());

const fetchBytes = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(server.baseUrl + url, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};

describe('silk road', () => {
  it('lists the items of visible sections in section order, with their attachment counts', async () => {
    const page = await visitor.post<Page<RoadCard>>('/api/Road/getRoadList', {}, 'zh');
    expect(page.data.total).toBe(2);
    expect(page.data.list.map((item) => [item.title, item.attachmentCount])).toEqual([
      ['丝绸之路：长安到撒马尔罕', 3],
      ['丝绸之路：敦煌', 0],
    ]);
    expect(page.data.list[0]!.section?.title).toBe('丝绸之路 · 长安');
    const paged = await visitor.post<Page<RoadCard>>('/api/Road/getRoadList', {
      currentPage: 2,
      pageCount: 1,
    });
    expect(paged.data.list.map((item) => item.id)).toEqual([content.road.secondId]);
    const ofSection = await visitor.post<Page<RoadCard>>('/api/Road/getRoadList', {
      sectionId: content.road.hiddenSectionId,
    });
    expect(ofSection.data).toEqual({ list: [], total: 0 });
  });

  it('opens an item with its menu, and hides items of a hidden section', async () => {
    const detail = await visitor.post<{ title: string; bodyHtml: string; attachmentCount: number }>(
      '/api/Road/getRoadDetail',
      { id: content.road.firstId },
      'zh',
    );
    expect(detail.data.title).toBe('丝绸之路：长安到撒马尔罕');
    expect(detail.data.attachmentCount).toBe(3);
    const menu = await visitor.post<RoadMenu>('/api/Road/getRoadDetailMenu', {
      id: content.road.secondId,
    });
    expect(menu.data.section?.title).toBe('طريق الحرير · تشانغآن');
    expect(menu.data.items.map((item) => item.id)).toEqual([
      content.road.firstId,
      content.road.secondId,
    ]);
    for (const path of [
      '/api/Road/getRoadDetail',
      '/api/Road/getRoadDetailMenu',
      '/api/Road/getRoadResource',
      '/api/Road/getRoadDownloadAll',
    ]) {
      const hidden = await visitor.post(path, { id: content.road.inHiddenSectionId });
      expect(hidden.code, path).toBe(3563);
      expect(hidden.message).toBe('مورد طريق الحرير هذا غير موجود أو غير متاح لك');
    }
  });

  it('lists attachments page by page, each downloadable through its signed address', async () => {
    const first = await visitor.post<Page<AttachmentLink>>('/api/Road/getRoadResource', {
      id: content.road.firstId,
      pageCount: 2,
    });
    expect(first.data.total).toBe(3);
    expect(first.data.list.map((file) => file.fileName)).toEqual(['路线图.pdf', '路线图.pdf']);
    const second = await visitor.post<Page<AttachmentLink>>('/api/Road/getRoadResource', {
      id: content.road.firstId,
      currentPage: 2,
      pageCount: 2,
    });
    const big = second.data.list[0]!;
    expect(big.fileName).toBe('خريطة.bin');
    expect(big.sizeBytes).toBe(300_000);
    expect(Date.parse(big.expiresAt) - Date.now()).toBeLessThanOrEqual(600_000);
    const whole = await fetchBytes(big.url);
    expect(whole.response.headers.get('content-type')).toBe('application/octet-stream');
    expect(whole.bytes.equals(content.road.attachments[2]!.media.bytes)).toBe(true);
    const part = await fetchBytes(big.url, { range: 'bytes=1000-1999' });
    expect(part.response.status).toBe(206);
    expect(part.bytes.equals(content.road.attachments[2]!.media.bytes.subarray(1000, 2000))).toBe(
      true,
    );
  });

  it('streams every attachment of an item in one zip with unique names', async () => {
    const link = await visitor.post<SignedLink>(
      '/api/Road/getRoadDownloadAll',
      { id: content.road.firstId },
      'zh',
    );
    expect(link.data.fileName).toBe('丝绸之路：长安到撒马尔罕.zip');
    const { response, bytes } = await fetchBytes(link.data.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    // Streamed entry by entry: no length is known before the last byte.
    expect(response.headers.get('content-length')).toBeNull();
    const entries = await readZipEntries(bytes);
    expect([...entries.keys()]).toEqual(['路线图.pdf', '路线图 (2).pdf', 'خريطة.bin']);
    const [first, second, map] = content.road.attachments;
    expect(entries.get('路线图.pdf')!.equals(first!.media.bytes)).toBe(true);
    expect(entries.get('路线图 (2).pdf')!.equals(second!.media.bytes)).toBe(true);
    expect(entries.get('خريطة.bin')!.equals(map!.media.bytes)).toBe(true);
  });

  it('refuses forged, altered and expired addresses with a translated 404', async () => {
    const link = await visitor.post<SignedLink>('/api/Road/getRoadDownloadAll', {
      id: content.road.firstId,
    });
    const tampered = link.data.url.replace(/token=./, 'token=A');
    const refused = await fetch(`${server.baseUrl + tampered}&lang=zh`);
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { message: string }).message).toBe(
      '该下载链接已过期或无效，请重新打开页面',
    );
    const key = await getOrCreateSecret(server.testDatabase.database.db, EDITORIAL_LINK_SECRET);
    const stale = signEditorialGrant(key, {
      kind: 'road-zip',
      id: content.road.firstId,
      fileName: 'old.zip',
      expires: Math.floor(Date.now() / 1000) - 1,
    });
    const expired = await fetch(`${server.baseUrl}/api/editorial/file?token=${stale}`);
    expect(expired.status).toBe(404);
    expect(((await expired.json()) as { code: number }).code).toBe(3566);
  });
});

describe('audio cards', () => {
  it('lists visible categories with how many cards each holds', async () => {
    const page = await visitor.post<Page<AudioCardCategory>>('/api/Index/getAudioCardCat');
    expect(page.data.total).toBe(2);
    expect(page.data.list.map((category) => [category.title, category.cardCount])).toEqual([
      ['التحيات', 3],
      ['الأرقام', 3],
    ]);
  });

  it('gives a category’s cards with hanzi, pinyin, meaning and a playable sound', async () => {
    const page = await visitor.post<Page<AudioCard> & { category: AudioCardCategory }>(
      '/api/Index/getAudioCard',
      { id: content.audio.categoryIds[0]! },
    );
    expect(page.data.category.title).toBe('التحيات');
    expect(page.data.total).toBe(3);
    expect(page.data.list.map((card) => [card.hanzi, card.pinyin, card.meaning])).toEqual([
      ['你好', 'nǐ hǎo', 'مرحبًا'],
      ['谢谢', 'xiè xie', 'شكرًا'],
      ['再见', 'zài jiàn', 'إلى اللقاء'],
    ]);
    expect(page.data.list[1]!.audioUrl).toBeNull();
    const sound = await fetchBytes(page.data.list[0]!.audioUrl!);
    expect(sound.response.headers.get('content-type')).toBe('audio/wav');
    expect(sound.response.headers.get('content-disposition')).toMatch(/^inline/);
    expect(sound.bytes.equals(content.audio.sound.bytes)).toBe(true);
    const english = await visitor.post<Page<AudioCard>>(
      '/api/Index/getAudioCard',
      { id: content.audio.categoryIds[1]!, currentPage: 2, pageCount: 2 },
      'en',
    );
    expect(english.data.list.map((card) => card.meaning)).toEqual(['three']);
  });

  it('answers not-found for a hidden, unknown or malformed category', async () => {
    for (const id of [content.audio.hiddenCategoryId, content.road.sectionId, 'zzz']) {
      const answer = await visitor.post('/api/Index/getAudioCard', { id }, 'zh');
      expect(answer.code, id).toBe(3564);
      expect(answer.message).toBe('该音频卡片分类不存在或您无权查看');
    }
  });
});
