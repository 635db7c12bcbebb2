import { describe, expect, it } from 'vitest';
import { shareCopyText, shareLinkOf } from './share-link';

describe('share links', () => {
  it('open the Share page at the share root with the batch number', () => {
    const link = shareLinkOf('https://qiao.example/', 'Ab_c-1234567890123456');
    expect(link.startsWith('https://qiao.example/#/pages/Share/Share?')).toBe(true);
    const query = new URLSearchParams(link.split('?')[1]);
    expect(query.get('filePath')).toBe('/');
    expect(query.get('shareBatchNum')).toBe('Ab_c-1234567890123456');
  });

  it.each([
    ['with a code, both go on the clipboard', 'x7kp', 'L=https://a/#/s C=x7kp'],
    ['without a code, only the link', '', 'https://a/#/s'],
  ])('%s', (_name, code, expected) => {
    const text = shareCopyText('https://a/#/s', code, ({ link, code: c }) => `L=${link} C=${c}`);
    expect(text).toBe(expected);
  });
});
