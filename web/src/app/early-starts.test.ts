import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLASS_HOUR_EARLY_START_CHUNK } from '@qiao/contracts/catalogue-pages';
import { describe, expect, it } from 'vitest';
import { hashRoute } from './early-starts';

describe('hashRoute', () => {
  it('splits a hash route into its path and query', () => {
    const { pathname, query } = hashRoute('#/pages/mooc_details_son/mooc_details_son?id=h1&t=5');
    expect(pathname).toBe('/pages/mooc_details_son/mooc_details_son');
    expect(query.get('id')).toBe('h1');
    expect(query.get('t')).toBe('5');
  });

  it('reads an empty hash as the home', () => {
    expect(hashRoute('').pathname).toBe('/');
    expect(hashRoute('#/').pathname).toBe('/');
  });
});

describe("the class hour's early start", () => {
  it('is the file whose chunk the server asks for with the entry (by its name)', () => {
    // The build's group (web/build/chunk-groups.ts) takes the chunk by this file's name; a renamed
    // file would leave the early start split over several files again.
    const here = path.dirname(fileURLToPath(import.meta.url));
    const file = path.join(here, '../features/catalogue/mooc/player', CLASS_HOUR_EARLY_START_CHUNK);
    expect(existsSync(`${file}.ts`)).toBe(true);
  });
});
