import { describe, expect, it } from 'vitest';
import { publicItem, publicSection } from '@qiao/contracts/exams';
import { lessonTest, shortYct1 } from '../test-papers';
import { paperRow } from './paper-row';
import { publicSections } from './public-paper';
import { resultItems } from './result-items';

const stored = (path: string) => `content/${path}`;
const url = (key: string) => `/img/${key}`;

/** Every key of every object inside a JSON value. */
function keysIn(value: unknown): Set<string> {
  const keys = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        keys.add(key);
        walk(child);
      }
    }
  };
  walk(value);
  return keys;
}

describe('the paper the browser sees', () => {
  const paper = paperRow(shortYct1(), stored).paper;
  const sections = publicSections(paper, url);

  it('holds no answer, transcript or sound key, and says which items have a sound', () => {
    const keys = keysIn(sections);
    expect(keys.has('answer')).toBe(false);
    expect(keys.has('transcript')).toBe(false);
    expect(keys.has('audio')).toBe(false);
    expect(JSON.stringify(sections)).not.toContain('audio/hello.mp3');
    expect(sections[0]!.parts.every((p) => p.items.every((i) => i.hasAudio))).toBe(true);
    expect(sections[1]!.parts.every((p) => p.items.every((i) => !i.hasAudio))).toBe(true);
  });

  it('fits the public contract and shows pictures and banks at their addresses', () => {
    for (const section of sections) expect(publicSection.parse(section)).toBeTruthy();
    for (const item of sections.flatMap((s) => s.parts.flatMap((p) => p.items))) {
      expect(publicItem.safeParse(item).success).toBe(true);
    }
    expect(sections[0]!.parts[0]!.items[0]).toMatchObject({
      picture: url(stored('pictures/cat.png')),
    });
    expect(sections[0]!.parts[2]!.bank![0]).toEqual({
      key: 'A',
      picture: url(stored('pictures/cat.png')),
    });
    expect(sections[0]!.parts.map((p) => p.audioPlays)).toEqual([2, 2, 2, 2]);
    expect(sections.map((s) => s.seconds)).toEqual([120, 204]);
  });
});

describe('the items of a result', () => {
  it('shows each item with its right answer and transcript, marked, without the sound’s key', () => {
    const paper = paperRow(shortYct1(), stored).paper;
    const items = resultItems(paper, { 'l2-1': { type: 'pickPicture', choice: 'A' } }, url);
    expect(items).toHaveLength(7);
    const picked = items.find((i) => i.itemId === 'l2-1')!;
    expect(picked).toMatchObject({ sectionIndex: 0, right: true, given: { choice: 'A' } });
    expect(picked.item).toMatchObject({ answer: 'A', transcript: { hanzi: '这是猫。' } });
    expect(keysIn(items).has('audio')).toBe(false);
    expect(items.find((i) => i.itemId === 'r3-1')).toMatchObject({
      sectionIndex: 1,
      right: false,
      given: null,
      bank: [
        { key: 'A', text: { hanzi: '是' } },
        { key: 'B', text: { hanzi: '不' } },
      ],
    });
  });

  it('marks a lesson test’s built sentence in either accepted order', () => {
    const paper = paperRow(lessonTest(), stored).paper;
    const items = resultItems(paper, { q3: { type: 'buildSentence', order: [1, 0, 2] } }, url);
    expect(items.map((i) => i.right)).toEqual([false, false, true]);
  });
});
