import { describe, expect, it } from 'vitest';
import { browserRenderingOf, isOfficePreviewable } from './office';

describe('office previews', () => {
  it.each([
    ['doc', true, 'download'],
    ['docx', true, 'docx'],
    ['DOCX', true, 'docx'],
    ['xls', true, 'download'],
    ['xlsx', true, 'sheet'],
    ['ppt', true, 'download'],
    ['pptx', true, 'download'],
    ['pdf', false, 'download'],
    ['md', false, 'download'],
    ['', false, 'download'],
  ])('%s: converted %s, in the browser as %s', (extension, previewable, rendering) => {
    expect(isOfficePreviewable(extension)).toBe(previewable);
    expect(browserRenderingOf(extension)).toBe(rendering);
  });
});
