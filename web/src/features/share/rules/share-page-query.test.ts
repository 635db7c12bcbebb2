import { describe, expect, it } from 'vitest';
import { parseSharePlace, sharePlaceQuery } from './share-page-query';

const BATCH = 'Qm9vay1zaGFyZS0xMjM0NTY3';

describe('the Share page query', () => {
  it.each([
    [
      'the root of a share',
      `filePath=/&shareBatchNum=${BATCH}`,
      { shareBatchNum: BATCH, filePath: '/' },
    ],
    [
      'a folder inside',
      `filePath=%2F%E8%AF%BE%2Fa&shareBatchNum=${BATCH}`,
      { shareBatchNum: BATCH, filePath: '/课/a' },
    ],
    ['no folder means the root', `shareBatchNum=${BATCH}`, { shareBatchNum: BATCH, filePath: '/' }],
    [
      'a malformed folder falls back to the root',
      `filePath=a/../b&shareBatchNum=${BATCH}`,
      { shareBatchNum: BATCH, filePath: '/' },
    ],
    ['no batch number is no share', 'filePath=/', undefined],
    ['a batch number of another shape is no share', 'filePath=/&shareBatchNum=../../x', undefined],
  ])('%s', (_name, query, expected) => {
    expect(parseSharePlace(new URLSearchParams(query))).toEqual(expected);
  });

  it('writes filePath before shareBatchNum and reads back the same place', () => {
    const place = { shareBatchNum: BATCH, filePath: '/الدروس' };
    const query = sharePlaceQuery(place);
    expect([...query.keys()]).toEqual(['filePath', 'shareBatchNum']);
    expect(parseSharePlace(query)).toEqual(place);
  });
});
