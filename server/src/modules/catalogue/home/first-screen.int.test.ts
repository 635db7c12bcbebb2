import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/test-server';
import { addCourse, YCT_TITLE } from '../../../../test/fixtures/home-content';

let server: TestServer;
let webDist: string;

// The built page's shape: what the server writes the first screen into.
const INDEX_HTML =
  '<!doctype html>\n<html lang="ar" dir="rtl">\n<head><meta charset="UTF-8" /><title>Qiao</title>\n' +
  '<script type="module" crossorigin src="/assets/main-1a2b.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/language-3c4d.js">\n' +
  '<link rel="modulepreload" crossorigin href="/assets/routes-5e6f.js">\n' +
  '</head>\n<body>\n<div id="root"></div>\n</body>\n</html>';

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'qiao-web-'));
  await fs.writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  server = await startTestServer({ env: { WEB_DIST: webDist } });
  await addCourse(server.testDatabase.database.db, {
    title: YCT_TITLE,
    audience: 'child',
    hot: 10,
    withCover: true,
  });
});
afterAll(async () => {
  await server?.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

const open = (url: string, cookie?: string) =>
  fetch(server.baseUrl + url, { headers: cookie ? { cookie } : {} });

describe("the home's first screen, drawn by the server", () => {
  it('draws the first banner into the page in Arabic, its cover left to the screen, the app hidden', async () => {
    const response = await open('/');
    const html = await response.text();
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toContain('cookie');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    // The screen's script asks for the cover once it knows the screen stays (the home's route):
    // nothing in the page itself would make the browser download it.
    expect(html).toMatch(/<img data-cover="\/api\/content\/image\/c0ffee0+" alt=""/);
    expect(html).not.toContain('rel="preload"');
    expect(html).not.toMatch(/<img[^>]* src=/);
    expect(html).toContain(`<h2 dir="auto">${YCT_TITLE.ar}</h2>`);
    expect(html).toContain('data-routes="/ /pages/new-home/new-home"');
    expect(html).toContain('#qiao-first-screen~#root{display:none}');
    // The screen comes before the app's root, so it shows while the root stays hidden.
    expect(html.indexOf('id="qiao-first-screen"')).toBeLessThan(html.indexOf('id="root"'));
  });

  it("hands the app's entry to the screen's script, which starts it once the cover is painted", async () => {
    const html = await (await open('/')).text();
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('data-app="/assets/main-1a2b.js"');
    expect(html).toContain('data-preload="/assets/language-3c4d.js /assets/routes-5e6f.js"');
  });

  it("names a class hour's first call for the script, in the page's language", async () => {
    const early = (html: string) =>
      JSON.parse(
        (/data-early="([^"]*)"/.exec(html)?.[1] ?? '').replaceAll('&quot;', '"'),
      ) as unknown;
    const arabic = await (await open('/')).text();
    expect(early(arabic)).toEqual([
      {
        routes: [
          '/pages/mooc_details_son/mooc_details_son',
          '/pages/mooc_details_son/pdf',
          '/pages/v/mooc/mooc_details_son/mooc_details_son',
          '/pages/v/mooc/mooc_details_son/pdf',
        ],
        calls: [{ path: '/api/muke/getContent', query: { classHourId: 'id' } }],
      },
    ]);
    expect(arabic).toContain('data-language="al"');
    expect(await (await open('/', 'lang=zh')).text()).toContain('data-language="zh"');
  });

  it("draws nothing on the passport's return, which the app finishes before going on", async () => {
    const page = await (await open('/?code=abc&state=def')).text();
    expect(page).not.toContain('qiao-first-screen');
    expect(page).toContain('<script type="module" crossorigin src="/assets/main-1a2b.js">');
  });

  it('leaves the page as built where there is nothing to draw first', async () => {
    const response = await fetch(server.baseUrl + '/pages/none', {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(404);
    const page = await response.text();
    expect(page).toContain('<script type="module" crossorigin src="/assets/main-1a2b.js">');
    expect(page).not.toContain('qiao-first-screen');
  });

  it('speaks the language the app will start in: the cookie, or ?lang=, never Accept-Language', async () => {
    const chinese = await (await open('/', 'lang=zh')).text();
    expect(chinese).toContain('<html lang="zh-CN" dir="ltr">');
    expect(chinese).toContain(`<h2 dir="auto">${YCT_TITLE.zh}</h2>`);
    const byQuery = await (await open('/index.html?lang=en')).text();
    expect(byQuery).toContain('<html lang="en" dir="ltr">');
    const browserEnglish = await fetch(server.baseUrl + '/', {
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(await browserEnglish.text()).toContain('<html lang="ar" dir="rtl">');
  });

  it("lets the page's one inline script run by its hash, and no other", async () => {
    const response = await open('/');
    const html = await response.text();
    const script = /<script>(.*?)<\/script>/s.exec(html)?.[1];
    expect(script).toBeDefined();
    const hash = createHash('sha256').update(script!).digest('base64');
    const policy = response.headers.get('content-security-policy') ?? '';
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSources).toContain(`'sha256-${hash}'`);
    expect(scriptSources).not.toContain('unsafe-inline');
  });
});
