import { describe, expect, it } from 'vitest';
import { nameBasedId } from './name-based-id';

describe('ids of things without a row', () => {
  it('are version 5 UUIDs, the same for the same name and different for another', () => {
    const id = nameBasedId('writing', 'char:你');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(nameBasedId('writing', 'char:你')).toBe(id);
    expect(nameBasedId('writing', 'char:好')).not.toBe(id);
  });

  it('differ between namespaces for the same name', () => {
    expect(nameBasedId('games', 'x')).not.toBe(nameBasedId('writing', 'x'));
  });
});
