import { describe, expect, it } from 'vitest';
import { versionKey } from './version-key';

const entry = '0f8fad5b-d9cb-469f-a165-70867728950e';
const first = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const second = '9b2c6a3e-0b6d-4d58-9b2a-1f2e3d4c5b6a';

describe('document version key', () => {
  it.each([
    ['the same version gives the same key', entry, first, entry, first, true],
    ['a new saved object gives a new key', entry, first, entry, second, false],
    ['another entry on the same bytes gives another key', entry, first, second, first, false],
  ])('%s', (_, entryA, objectA, entryB, objectB, same) => {
    expect(versionKey(entryA, objectA) === versionKey(entryB, objectB)).toBe(same);
  });

  it('uses only the characters and length the Docs API allows', () => {
    const key = versionKey(entry, first);
    expect(key).toMatch(/^[0-9a-zA-Z._=-]{1,128}$/);
  });
});
