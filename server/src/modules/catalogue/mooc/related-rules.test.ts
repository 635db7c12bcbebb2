import { describe, expect, it } from 'vitest';
import { rankRelated, relatedness } from './related-rules';

const facets = (
  id: string,
  audience: string | null,
  difficulty: string | null,
  direction: string | null,
  category: string | null,
) => ({
  id,
  audience,
  difficulty,
  direction,
  category,
});

describe('related courses', () => {
  const yct = facets('yct', 'child', 'easy', 'learn', 'examination');

  it('counts the filters two courses share, never an unset one', () => {
    expect(relatedness(yct, facets('hsk', 'adult', 'easy', 'learn', 'examination'))).toBe(3);
    expect(relatedness(yct, facets('x', null, null, null, null))).toBe(0);
    expect(
      relatedness(facets('a', null, null, null, null), facets('b', null, null, null, null)),
    ).toBe(0);
  });

  it('ranks the closest first, leaves out the course itself and strangers, keeps order among equals', () => {
    const candidates = [
      facets('culture', 'teenager', 'normal', 'culture', 'learn'),
      facets('yct', 'child', 'easy', 'learn', 'examination'),
      facets('teach', 'teacher', 'complex', 'learn', 'profession'),
      facets('hsk', 'adult', 'easy', 'learn', 'examination'),
      facets('kids', 'child', 'normal', 'culture', 'learn'),
    ];
    expect(rankRelated(yct, candidates, 6).map((c) => c.id)).toEqual(['hsk', 'teach', 'kids']);
    expect(rankRelated(yct, candidates, 1).map((c) => c.id)).toEqual(['hsk']);
  });
});
