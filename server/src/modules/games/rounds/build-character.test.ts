import { describe, expect, it } from 'vitest';
import { ROUND_ITEMS } from '@qiao/contracts/games';
import { drawBuildCharacter } from './build-character';

describe('build the character', () => {
  it.each([1, 2])(
    'asks at level %i for characters Qiao explains in Arabic and Chinese, each with its two right parts',
    async (level) => {
      const { content, key } = await drawBuildCharacter(level);
      expect(content.items).toHaveLength(ROUND_ITEMS.buildCharacter[level - 1]!);
      for (const [index, item] of content.items.entries()) {
        expect(item.meanings.ar).toBeTruthy();
        expect(item.meanings.zh).toBeTruthy();
        const [radical, other] = key[index]!;
        expect(item.radicalParts.map((part) => part.id)).toContain(radical);
        expect(item.otherParts.map((part) => part.id)).toContain(other);
      }
    },
  );
});
