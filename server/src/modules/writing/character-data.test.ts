import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { characterData } from './character-data';
import { readStrokeData } from './stroke-data';

const sources = fileURLToPath(new URL('../../../data/writing/sources/', import.meta.url));
const wordsOf = (file: string) =>
  readFileSync(`${sources}${file}`, 'utf8').split('\n').filter(Boolean);

describe('the writing data', () => {
  const data = characterData();

  it('holds every character of the HSK 1–6 and YCT 1–2 words, each with radical and strokes', async () => {
    const files = ['1', '2', '3', '4', '5', '6'].map((level) => `hsk-${level}.txt`);
    const words = [...files, 'yct-1.txt', 'yct-2.txt'].flatMap(wordsOf);
    const chars = new Set(
      words.flatMap((word) => [...word].filter((c) => /\p{Script=Han}/u.test(c))),
    );
    expect(chars.size).toBeGreaterThan(2600);
    for (const char of chars) expect(data.characters.has(char), char).toBe(true);
    for (const char of ['你', '好', '爱', '龙', '鼻']) {
      const brief = data.characters.get(char)!;
      expect(brief.radical, char).not.toBe('');
      expect((await readStrokeData(char)).strokes, char).toHaveLength(brief.strokeCount);
    }
  });

  it('explains every HSK 1–2 and YCT 1–2 word in Arabic and Chinese', () => {
    const explained = new Map(
      wordsOf('explanations.tsv').map((line) => [line.split('\t')[0]!, line.split('\t')]),
    );
    for (const file of ['hsk-1.txt', 'hsk-2.txt', 'yct-1.txt', 'yct-2.txt']) {
      for (const word of wordsOf(file)) {
        const [, ar, zh] = explained.get(word) ?? [];
        expect(ar, word).toMatch(/\p{Script=Arabic}/u);
        expect(zh, word).toMatch(/\p{Script=Han}|\d/u);
      }
    }
    expect(data.characters.get('爱')!.meanings).toMatchObject({ ar: 'يُحبّ؛ الحبّ', zh: '非常喜欢' });
  });

  it('groups characters by the level that introduces them, by radical and by demo lesson', () => {
    const hsk1 = data.categories.get('hsk:1')!.chars;
    expect(hsk1).toContain('你');
    expect(data.categories.get('hsk:2')!.chars).not.toContain('你');
    expect(data.categories.get('radical:亻')!.chars).toContain('你');
    expect(data.categories.get('lesson:hsk-course-1')!.chars.join('')).toBe('你好您再见对不起');
    expect(data.categories.get('lesson:yct-course-1')!.chars).toContain('师');
  });
});
