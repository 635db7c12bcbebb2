import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentManifest, manifestIssues } from '@qiao/contracts/content-manifest';
import { examPaperManifest, type ExamPaperManifest } from '@qiao/contracts/exam-manifest';
import { findTemplate, type ChineseText } from '@qiao/contracts/exams';
import { EXAM_SOUNDS } from '../exam-audio';
import { EXAM_PICTURES } from '../exam-pictures';
import { MediaKit } from '../media-kit';
import { DEMO_PAPERS, examPapers } from './demo-papers';

const BUNDLED = path.join(import.meta.dirname, '..', 'bundled');
const papers: ExamPaperManifest[] = DEMO_PAPERS.map((paper) => examPaperManifest.parse(paper));
const bySlug = (slug: string) => papers.find((paper) => paper.slug === slug)!;
const items = (paper: ExamPaperManifest) =>
  paper.sections.flatMap((section) => section.parts.flatMap((part) => part.items));

/** Every Chinese text a paper shows: items' texts, questions, passages, options and banks. */
function shownTexts(paper: ExamPaperManifest): ChineseText[] {
  const found: ChineseText[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      if ('hanzi' in value) found.push(value as ChineseText);
      else Object.values(value).forEach(walk);
    }
  };
  walk(paper.sections);
  return found;
}

describe('the demo exam papers', () => {
  it('are valid papers with unique slugs', () => {
    for (const paper of DEMO_PAPERS) {
      const parsed = examPaperManifest.safeParse(paper);
      expect(parsed.success ? [] : manifestIssues(parsed.error), paper.slug).toEqual([]);
    }
    expect(new Set(papers.map((paper) => paper.slug)).size).toBe(papers.length);
  });

  it('give YCT 1, YCT 2 and HSK 1 in full and every other level short, each part present', () => {
    const mocks = papers.filter((paper) => paper.kind === 'mock');
    expect(mocks.map((paper) => `${paper.family} ${paper.level} ${paper.format}`).sort()).toEqual([
      'hsk 1 full',
      'hsk 2 short',
      'hsk 3 short',
      'hsk 4 short',
      'hsk 5 short',
      'hsk 6 short',
      'yct 1 full',
      'yct 2 full',
      'yct 3 short',
      'yct 4 short',
    ]);
    for (const paper of mocks) {
      const template = findTemplate(paper.family!, paper.level!, paper.edition!)!;
      const want = template.sections.flatMap((section) => section.parts);
      const have = paper.sections.flatMap((section) => section.parts);
      expect(have.map((part) => part.type)).toEqual(want.map((part) => part.type));
      have.forEach((part, index) => {
        const count = part.items.length;
        if (paper.format === 'full') expect(count).toBe(want[index]!.items);
        else expect(count >= 1 && count <= 3, `${paper.slug} part ${index}`).toBe(true);
      });
    }
    expect(items(bySlug('yct-1-mock-1'))).toHaveLength(35);
    expect(items(bySlug('yct-2-mock-1'))).toHaveLength(40);
    expect(items(bySlug('hsk-1-mock-1'))).toHaveLength(40);
  });

  it('make YCT 1 the paper anyone may take and HSK 1 the one that asks for a real name', () => {
    const yct1 = bySlug('yct-1-mock-1');
    expect(yct1.title.en).toContain('YCT 1');
    expect(yct1.title.zh).toContain('YCT 1');
    expect(yct1.requiresRealName).toBe(false);
    expect(bySlug('hsk-1-mock-1').requiresRealName).toBe(true);
  });

  it('print pinyin under every text of the YCT and HSK 1–2 papers', () => {
    const withPinyin = papers.filter(
      (paper) => paper.family === 'yct' || (paper.level ?? 1) <= 2 || paper.kind === 'lesson',
    );
    for (const paper of withPinyin) {
      const bare = shownTexts(paper).filter((text) => !text.pinyin);
      expect(
        bare.map((text) => text.hanzi),
        paper.slug,
      ).toEqual([]);
    }
  });

  it('have lesson tests of 5–8 items mixing types, with pictures and one thing to hear', () => {
    for (const paper of papers.filter((candidate) => candidate.kind === 'lesson')) {
      const list = items(paper);
      expect(list.length).toBeGreaterThanOrEqual(5);
      expect(list.length).toBeLessThanOrEqual(8);
      expect(new Set(list.map((item) => item.type)).size).toBeGreaterThanOrEqual(3);
      expect(list.filter((item) => item.audio)).toHaveLength(1);
      expect(list.some((item) => item.type === 'pictureTrueFalse')).toBe(true);
    }
  });

  it('play only bundled sounds, each used, and name only pictures that are drawn', () => {
    const heard = papers.flatMap(items).flatMap((item) => (item.audio ? [item.audio] : []));
    expect([...new Set(heard)].sort()).toEqual(EXAM_SOUNDS.map((sound) => sound.name).sort());
    for (const sound of EXAM_SOUNDS) {
      expect(fs.existsSync(path.join(BUNDLED, `exam-${sound.name}.mp3`)), sound.name).toBe(true);
    }
    const drawn = JSON.stringify(papers).matchAll(/"picture":"([^"]+)"/g);
    for (const [, name] of drawn) expect(EXAM_PICTURES, name).toHaveProperty(name!);
  });

  it('become import manifests whose transcripts are what their sounds say', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'qiao-demo-papers-'));
    try {
      const manifests = await examPapers(new MediaKit(root));
      for (const manifest of manifests) {
        const parsed = contentManifest.safeParse(manifest);
        expect(parsed.success ? [] : manifestIssues(parsed.error)).toEqual([]);
      }
      const yct1 = manifests[0]!;
      if (yct1.type !== 'exam') throw new Error('not a paper');
      const first = yct1.exam.sections[0]!.parts[0]!.items[0]!;
      expect(first.audio).toBe('media/exam-audio/yct1-l1-1.mp3');
      expect(first.transcript).toEqual({ hanzi: '猫', pinyin: 'māo' });
      expect(first.type === 'pictureTrueFalse' && first.picture).toBe(
        'media/exam-pictures/cat.webp',
      );
      expect(fs.statSync(path.join(root, 'media/exam-pictures/cat.webp')).size).toBeGreaterThan(
        500,
      );
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
