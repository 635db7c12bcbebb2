import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine, type TestDatabase } from '../../test/test-database';
import { EXAM_FILES, shortYctPaper } from '../modules/catalogue/import/exam-paper-test-data';

const serverRoot = path.resolve(import.meta.dirname, '../..');
let dataDir: string;
let folders: string;
let testDb: TestDatabase | undefined;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'qiao-content-cli-'));
  folders = path.join(dataDir, 'folders');
  // On the server engine the tool works on a database of its own; on PGlite, on a fresh folder.
  if (testEngine === 'postgres') testDb = await createTestDatabase({ migrate: false });
});
afterAll(async () => {
  await testDb?.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** `npm run content -- ...` as an operator types it, from the folder that holds the imports. */
function content(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/content.ts', ...args], {
    cwd: serverRoot,
    encoding: 'utf8',
    env: {
      ...process.env,
      DATA_DIR: path.join(dataDir, 'data'),
      DATABASE_URL: testDb?.url ?? '',
      INIT_CWD: folders,
    },
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

async function folder(name: string, manifest: unknown, files: Record<string, string> = {}) {
  await fs.mkdir(path.join(folders, name), { recursive: true });
  await fs.writeFile(path.join(folders, name, 'manifest.json'), JSON.stringify(manifest));
  for (const [file, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(folders, name, file)), { recursive: true });
    await fs.writeFile(path.join(folders, name, file), text);
  }
}

const news = (title: string) => ({
  type: 'items',
  items: [
    { slug: 'news-cairo', kind: 'news', title: { zh: title, ar: 'يوم اللغة الصينية في القاهرة' } },
    {
      slug: 'doc-chart',
      kind: 'document',
      title: { zh: '汉语拼音表' },
      file: 'chart.pdf',
      attachments: [{ title: { en: 'Chart again' }, file: 'chart.pdf' }],
    },
  ],
});

describe('npm run content', () => {
  it('imports a folder given relative to where the command was typed, and again as an update', async () => {
    await folder('news', news('国际中文日'), { 'chart.pdf': '%PDF-1.4' });
    const first = content('import', 'news');
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    expect(first.out.trim()).toBe(
      'Imported items news-cairo, doc-chart: 2 item(s), 1 attachment(s), 1 media file(s)',
    );
    const again = content('import', 'news');
    expect(again.code).toBe(0);
    expect(again.out.trim()).toBe(first.out.trim());
  });

  it('refuses a bad manifest with the bad field, exit code 1', async () => {
    const bad = news('国际中文日');
    (bad.items[1] as { kind: string }).kind = 'ebook';
    await folder('bad', bad, { 'chart.pdf': '%PDF-1.4' });
    const result = content('import', 'bad');
    expect(result.code).toBe(1);
    expect(result.out).toBe('');
    expect(result.err).toBe(
      'bad: manifest.json is not valid, nothing was imported: \n' +
        '  items[1].readingDirection: an e-book needs "ltr" or "rtl"\n' +
        '  items[1].file: an e-book is an .epub file\n',
    );
  });

  it('imports an exam paper with its sounds and pictures', async () => {
    await folder('yct-1-mock', { type: 'exam', exam: shortYctPaper() }, EXAM_FILES);
    const result = content('import', 'yct-1-mock');
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out.trim()).toBe(
      'Imported exam yct-1-short-test: 1 exam paper(s), 9 media file(s)',
    );
  });

  it('refuses an exam paper with a bad item, naming the item by its path', async () => {
    const paper = shortYctPaper('yct-1-bad');
    const item = paper.sections[0]!.parts[1]!.items[0]!;
    if (item.type === 'pickPicture') item.answer = 'C';
    await folder('yct-1-bad', { type: 'exam', exam: paper }, EXAM_FILES);
    const result = content('import', 'yct-1-bad');
    expect(result.code).toBe(1);
    expect(result.out).toBe('');
    expect(result.err).toBe(
      'yct-1-bad: manifest.json is not valid, nothing was imported: \n' +
        '  exam.sections[0].parts[1].items[0].answer: the answer C is not an option\n',
    );
  });

  it('prints its usage without a folder', () => {
    const result = content('import');
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/^Usage: npm run content -- import <folder>/);
  });
});
