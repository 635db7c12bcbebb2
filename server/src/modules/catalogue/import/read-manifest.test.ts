import { describe, expect, it } from 'vitest';
import { errorMessage } from '@qiao/contracts/errors';
import { AppError } from '../../../platform/http/app-error';
import { parseManifest } from './read-manifest';

function failure(text: string): string {
  try {
    parseManifest(text);
  } catch (error) {
    if (error instanceof AppError) return errorMessage(error.key, 'en', error.params);
    throw error;
  }
  return 'no error';
}

describe('parseManifest', () => {
  it('says when the file is not JSON', () => {
    expect(failure('{ "type": ')).toMatch(/^manifest\.json is not valid JSON: /);
  });

  it('lists each bad field on its own line and says nothing was imported', () => {
    expect(failure(JSON.stringify({ type: 'items', items: [{ slug: 'Bad Slug', kind: 'news' }] })))
      .toBe(`manifest.json is not valid, nothing was imported: 
  items[0].slug: lower-case letters, digits and single dashes
  items[0].title: Invalid input: expected object, received undefined`);
  });

  it('answers the manifest when it is good', () => {
    const manifest = parseManifest(
      JSON.stringify({
        type: 'items',
        items: [{ slug: 'n-1', kind: 'news', title: { ar: 'خبر' } }],
      }),
    );
    expect(manifest.type === 'items' && manifest.items[0]!.visibility).toBe('everyone');
  });
});
