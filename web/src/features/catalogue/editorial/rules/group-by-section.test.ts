import { describe, expect, it } from 'vitest';
import { groupBySection } from './group-by-section';

const a = { id: 'a', title: '长安' };
const b = { id: 'b', title: '敦煌' };

describe('grouping items under their sections', () => {
  it('puts consecutive items of a section under one heading', () => {
    const groups = groupBySection([
      { n: 1, section: a },
      { n: 2, section: a },
      { n: 3, section: b },
      { n: 4, section: null },
    ]);
    expect(
      groups.map((group) => [group.section?.title ?? null, group.items.map((i) => i.n)]),
    ).toEqual([
      ['长安', [1, 2]],
      ['敦煌', [3]],
      [null, [4]],
    ]);
  });

  it('answers no groups for no items', () => {
    expect(groupBySection([])).toEqual([]);
  });
});
