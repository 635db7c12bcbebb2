import { describe, expect, it } from 'vitest';
import { parseShareLocation, shareQuery } from './share-location';

describe('parseShareLocation', () => {
  it.each([
    ['shareBatchNum=abc&filePath=%2F', { shareBatchNum: 'abc', filePath: '/' }],
    ['shareBatchNum=abc&filePath=%2F%E8%AF%BE', { shareBatchNum: 'abc', filePath: '/课' }],
    ['shareBatchNum=abc', { shareBatchNum: 'abc', filePath: '/' }],
    ['shareBatchNum=abc&filePath=no-slash', { shareBatchNum: 'abc', filePath: '/' }],
    ['shareBatchNum=abc&filePath=%2Fa%2F..%2Fb', { shareBatchNum: 'abc', filePath: '/' }],
    ['filePath=%2F', undefined],
    ['shareBatchNum=%20%20', undefined],
  ])('reads %s', (search, expected) => {
    expect(parseShareLocation(new URLSearchParams(search))).toEqual(expected);
  });
});

describe('shareQuery', () => {
  it('writes the batch first and keeps the folder readable after a round trip', () => {
    const query = shareQuery({ shareBatchNum: 'b1', filePath: '/دروس' });
    expect(query.startsWith('?shareBatchNum=b1&filePath=')).toBe(true);
    expect(parseShareLocation(new URLSearchParams(query))).toEqual({
      shareBatchNum: 'b1',
      filePath: '/دروس',
    });
  });
});
