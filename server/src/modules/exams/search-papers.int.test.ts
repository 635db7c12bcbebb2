import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentCard } from '@qiao/contracts/catalogue-home';
import { envelopeOf, postJson } from '../../../test/sign-in';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { savePaper } from './save-paper';
import { lessonTest, shortYct1 } from './test-papers';

let server: TestServer;
let yct1: string;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.testDatabase.database.db;
  yct1 = await savePaper(db, shortYct1(), (file) => `exams/${file}`);
  await savePaper(db, lessonTest(), (file) => `exams/${file}`);
});
afterAll(async () => server?.close());

async function searchExams(keyword: string, lang = 'ar') {
  const answer = await envelopeOf(
    await postJson(server, `/api/Index/searchContent?lang=${lang}`, { keyword, tab: 'exams' }),
  );
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  return answer.data as { list: ContentCard[]; total: number };
}

describe('the search tab "exams"', () => {
  it('finds a mock paper by its level, written with or without a space, opening its start page', async () => {
    for (const keyword of ['YCT 1', 'yct1', 'Yct']) {
      const page = await searchExams(keyword);
      expect(page.total, keyword).toBe(1);
      expect(page.list[0]).toMatchObject({
        id: yct1,
        kind: 'mockExam',
        title: 'اختبار YCT 1 التجريبي',
        summary: 'YCT 1',
        route: `/pages/exam/start?paperId=${yct1}`,
        cover: null,
      });
    }
  });

  it('finds it by its title in any language, named in the caller’s', async () => {
    const page = await searchExams('一级模拟', 'zh');
    expect(page.list.map((card) => card.title)).toEqual(['YCT 一级模拟']);
    expect((await searchExams('التجريبي')).total).toBe(1);
  });

  it('lists no lesson tests and nothing for another level', async () => {
    expect((await searchExams('第一课测验')).total).toBe(0);
    expect((await searchExams('HSK 1')).total).toBe(0);
  });
});
