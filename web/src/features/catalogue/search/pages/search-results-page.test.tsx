import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ContentCard } from '@qiao/contracts/catalogue-home';
import { AppProviders } from '../../../../app/app-providers';
import { initI18n } from '../../../../app/i18n';
import SearchResultsPage from './search-results-page';

beforeAll(() => {
  initI18n('ar');
});

const yct: ContentCard = {
  id: '5b0c8c1e-2f4d-4b7a-9f61-0d2e3c4b5a69',
  kind: 'course',
  title: 'YCT المستوى الأول: تعلّم الصينية بمرح',
  summary: '',
  cover: null,
  route: '/pages/mooc_details/mooc_details?id=5b0c8c1e-2f4d-4b7a-9f61-0d2e3c4b5a69',
  publishedAt: '2026-11-01T00:00:00.000Z',
  audience: 'child',
  difficulty: 'easy',
  category: 'examination',
};

const yctPaper: ContentCard = {
  id: '7c1d9d2f-3e5a-4c8b-8a72-1e3f4d5c6b70',
  kind: 'mockExam',
  title: 'اختبار YCT 1 التجريبي',
  summary: 'YCT 1',
  cover: null,
  route: '/pages/exam/start?paperId=7c1d9d2f-3e5a-4c8b-8a72-1e3f4d5c6b70',
  publishedAt: '2026-11-01T00:00:00.000Z',
  audience: null,
  difficulty: null,
  category: null,
};

const writingTool: ContentCard = {
  id: '73807c95-268b-51d7-aa72-828a100457a4',
  kind: 'writingTool',
  title: 'أداة الكتابة',
  summary: 'ابحث عن حرف صيني، شاهد ترتيب ضرباته، ثم اكتبه بنفسك',
  cover: null,
  route: '/pages/spell-tool/spell-tool',
  publishedAt: '2026-11-27T03:00:00.000Z',
  audience: null,
  difficulty: null,
  category: null,
};

const character: ContentCard = {
  ...writingTool,
  id: 'ea276c4e-65fd-5d7d-8563-39ed6177bed4',
  kind: 'character',
  title: '字 · zì',
  summary: 'حرف صيني، كتابة',
  route: '/pages/spell-tool/spell-tool?char=%E5%AD%97',
};

const toneGame: ContentCard = {
  ...writingTool,
  id: '2f0b7f3e-4a1d-5c2e-9b3a-6d7e8f901234',
  kind: 'game',
  title: 'استمع إلى النغمة',
  summary: 'استمع إلى مقطع صيني واختر نغمته',
  route: '/pages/games/games?game=toneListening',
};

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ success: true, code: 0, message: 'ok', data }), {
    headers: { 'content-type': 'application/json' },
  });

/** The search call as the server answers it: the courses tab finds the YCT course. */
function serve() {
  const asked: { keyword: string; tab: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://qiao.test').pathname;
      if (path !== '/api/Index/searchContent') return new Response('{}', { status: 404 });
      const body = JSON.parse(String(init?.body)) as { keyword: string; tab: string };
      asked.push(body);
      if (body.tab === 'courses') return envelope({ list: [yct], total: 1 });
      if (body.tab === 'exams' && /yct/i.test(body.keyword)) {
        return envelope({ list: [yctPaper], total: 1 });
      }
      if (body.tab === 'games' && body.keyword === 'نغمة') {
        return envelope({ list: [toneGame], total: 1 });
      }
      if (body.tab === 'tools' && body.keyword === 'كتابة') {
        return envelope({ list: [writingTool, character], total: 2 });
      }
      return envelope({ list: [], total: 0 });
    }),
  );
  return asked;
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [{ path: '/pages/search/search_res', element: <SearchResultsPage /> }],
    { initialEntries: [url] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('the search results page', () => {
  it('lists what the courses tab found, each linking to its page', async () => {
    const asked = serve();
    renderAt('/pages/search/search_res?keyword=kuaile');
    const link = await screen.findByRole('link', { name: /YCT المستوى الأول/ });
    expect(link.getAttribute('href')).toBe(yct.route);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('kuaile');
    expect(asked[0]).toMatchObject({ keyword: 'kuaile', tab: 'courses' });
  });

  it('lists the games the games tab found, each opening the games page at that game', async () => {
    const asked = serve();
    const router = renderAt('/pages/search/search_res?keyword=%D9%86%D8%BA%D9%85%D8%A9');
    fireEvent.click(await screen.findByRole('tab', { name: 'الألعاب' }));
    const game = await screen.findByRole('link', { name: /استمع إلى النغمة/ });
    expect(game.getAttribute('href')).toBe(toneGame.route);
    expect(game.textContent).toContain('لعبة');
    await waitFor(() => expect(router.state.location.search).toContain('tab=games'));
    expect(asked.at(-1)).toMatchObject({ keyword: 'نغمة', tab: 'games' });
  });

  it('says when no game matches', async () => {
    serve();
    renderAt('/pages/search/search_res?keyword=kuaile&tab=games');
    expect(await screen.findByText('لا توجد ألعاب مطابقة')).toBeTruthy();
  });

  it('lists the mock papers the exams tab found, each opening its start page', async () => {
    const asked = serve();
    renderAt('/pages/search/search_res?keyword=YCT%201&tab=exams');
    const link = await screen.findByRole('link', { name: /اختبار YCT 1 التجريبي/ });
    expect(link.getAttribute('href')).toBe(yctPaper.route);
    expect(link.textContent).toContain('اختبار تجريبي');
    expect(asked.at(-1)).toMatchObject({ keyword: 'YCT 1', tab: 'exams' });
  });

  it('says when no mock paper matches', async () => {
    serve();
    renderAt('/pages/search/search_res?keyword=kuaile&tab=exams');
    expect(await screen.findByText('لا اختبارات مطابقة')).toBeTruthy();
  });

  it('lists the writing tool and its characters on the tools tab, each opening the tool', async () => {
    const asked = serve();
    renderAt('/pages/search/search_res?keyword=%D9%83%D8%AA%D8%A7%D8%A8%D8%A9&tab=tools');
    const tool = await screen.findByRole('link', { name: /أداة الكتابة/ });
    expect(tool.getAttribute('href')).toBe(writingTool.route);
    const char = screen.getByRole('link', { name: /字 · zì/ });
    expect(char.getAttribute('href')).toBe(character.route);
    expect(char.textContent).toContain('حرف صيني');
    expect(asked.at(-1)).toMatchObject({ keyword: 'كتابة', tab: 'tools' });
  });

  it('says when no tool or character matches', async () => {
    serve();
    renderAt('/pages/search/search_res?keyword=kuaile&tab=tools');
    expect(await screen.findByText('لا توجد أدوات مطابقة')).toBeTruthy();
  });

  it('asks for a keyword instead of searching for nothing', async () => {
    const asked = serve();
    renderAt('/pages/search/search_res?keyword=kuaile');
    const field = await screen.findByRole('searchbox', { name: 'كلمة البحث' });
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'ابحث' }));
    expect((await screen.findByRole('alert')).textContent).toBe('يُرجى إدخال كلمة للبحث عنها');
    expect(asked.every((call) => call.keyword === 'kuaile')).toBe(true);
  });
});
