import { describe, expect, it } from 'vitest';
import { chosenContent, hasAddress, prefersDocument } from './chosen-content';

const contents = [
  { id: 'v1', kind: 'video' as const },
  { id: 'd1', kind: 'document' as const },
  { id: 'v2', kind: 'video' as const },
];

describe('chosenContent', () => {
  it('opens the content asked for', () => {
    expect(chosenContent(contents, 'v2', true)?.id).toBe('v2');
  });

  it('opens the first document on a pdf page, else the first content', () => {
    expect(chosenContent(contents, null, true)?.id).toBe('d1');
    expect(chosenContent(contents, 'gone', false)?.id).toBe('v1');
    expect(chosenContent([], null, false)).toBeUndefined();
  });
});

describe('prefersDocument', () => {
  it('is true on the pdf twins only', () => {
    expect(prefersDocument('/pages/mooc_details_son/pdf')).toBe(true);
    expect(prefersDocument('/pages/v/mooc/mooc_details_son/pdf')).toBe(true);
    expect(prefersDocument('/pages/mooc_details_son/mooc_details_son')).toBe(false);
  });
});

describe('hasAddress', () => {
  it('is true for what the player or the reader opens, not for a test', () => {
    expect(hasAddress({ kind: 'video' })).toBe(true);
    expect(hasAddress({ kind: 'document' })).toBe(true);
    expect(hasAddress({ kind: 'test' })).toBe(false);
  });
});
