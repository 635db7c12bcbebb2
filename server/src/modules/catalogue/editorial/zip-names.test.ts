import { describe, expect, it } from 'vitest';
import { uniqueEntryNames, zipFileName } from './zip-names';

describe('download-all zip names', () => {
  it.each([
    [
      ['a.pdf', 'b.pdf'],
      ['a.pdf', 'b.pdf'],
    ],
    [
      ['讲义.pdf', '讲义.pdf', '讲义.pdf'],
      ['讲义.pdf', '讲义 (2).pdf', '讲义 (3).pdf'],
    ],
    [
      ['Map.PNG', 'map.png'],
      ['Map.PNG', 'map (2).png'],
    ],
    [
      ['../etc/passwd', 'a\\b.txt'],
      ['.._etc_passwd', 'a_b.txt'],
    ],
    [
      ['README', 'README', ' '],
      ['README', 'README (2)', 'file'],
    ],
  ])('%j become %j', (given, expected) => {
    expect(uniqueEntryNames(given)).toEqual(expected);
  });

  it('names the zip after the item without characters file systems refuse', () => {
    expect(zipFileName('丝绸之路: 长安/撒马尔罕')).toBe('丝绸之路 长安 撒马尔罕.zip');
    expect(zipFileName('طريق الحرير')).toBe('طريق الحرير.zip');
    expect(zipFileName('???')).toBe('silk-road.zip');
  });
});
