import { describe, expect, it } from 'vitest';
import { ROUND_ITEMS } from '@qiao/contracts/games';
import { scoreRound } from '@qiao/contracts/games-scoring';
import { readStrokeData } from '../../writing';
import { drawStrokeRace } from './stroke-race';

describe('a stroke-order race round', () => {
  it("keeps each character's writing order as its key behind shuffled strokes", async () => {
    const { content, key } = await drawStrokeRace(1);
    expect(content.items).toHaveLength(ROUND_ITEMS.strokeRace[0]);
    for (const [index, item] of content.items.entries()) {
      const { strokes } = await readStrokeData(item.char);
      const pathOf = new Map(item.strokes.map((stroke) => [stroke.id, stroke.path]));
      expect(key[index]!.map((id) => pathOf.get(id))).toEqual(strokes);
      expect(strokes.length).toBeLessThanOrEqual(7);
    }
    expect(scoreRound('strokeRace', key, { answers: key })).toMatchObject({
      score: key.length * 10,
    });
  });
});
