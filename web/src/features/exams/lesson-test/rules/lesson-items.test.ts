import { describe, expect, it } from 'vitest';
import type { PublicSection } from '@qiao/contracts/exams';
import { answersToSend, lessonItems } from './lesson-items';

const section: PublicSection = {
  kind: 'reading',
  seconds: 0,
  parts: [
    {
      type: 'pictureTrueFalse',
      audioPlays: 0,
      items: [
        { type: 'pictureTrueFalse', id: 'r1-1', picture: '/p/1.png', hasAudio: false },
        { type: 'pictureTrueFalse', id: 'r1-2', picture: '/p/2.png', hasAudio: false },
      ],
    },
    {
      type: 'gapFillWordBank',
      audioPlays: 0,
      bank: [
        { key: 'A', text: { hanzi: '好' } },
        { key: 'B', text: { hanzi: '你' } },
      ],
      items: [{ type: 'gapFillWordBank', id: 'r2-1', text: { hanzi: '（ ）好' }, hasAudio: false }],
    },
  ],
};

describe("a lesson test's questions", () => {
  it('are numbered across parts, each with its part’s word bank', () => {
    expect(
      lessonItems(section).map(({ item, number, bank }) => [item.id, number, bank?.length ?? 0]),
    ).toEqual([
      ['r1-1', 1, 0],
      ['r1-2', 2, 0],
      ['r2-1', 3, 2],
    ]);
  });

  it('send only answers of their own items in their own shape', () => {
    const items = lessonItems(section);
    expect(
      answersToSend(items, {
        'r1-1': { type: 'pictureTrueFalse', value: true },
        'r2-1': { type: 'pictureTrueFalse', value: false },
        other: { type: 'gapFillWordBank', choice: 'A' },
      }),
    ).toEqual({ 'r1-1': { type: 'pictureTrueFalse', value: true } });
  });
});
