import { describe, expect, it } from 'vitest';
import { parseTechnicalListing } from './seven-zip';

describe("7-Zip's technical listing", () => {
  it('reads folders, sizes, encryption and links', () => {
    const lines = [
      'Listing archive: /archive.7z',
      '--',
      'Path = /archive.7z',
      'Type = 7z',
      '',
      '----------',
      'Path = kit',
      'Size = 0',
      'Attributes = D drwxr-xr-x',
      '',
      'Path = kit/a.txt',
      'Size = 12',
      'Packed Size = 20',
      'Attributes = A -rw-r--r--',
      'Encrypted = -',
      '',
      'Path = kit/up',
      'Size = 6',
      'Attributes = A lrwxrwxrwx',
      '',
      'Path = kit/secret.txt',
      'Size = 3',
      'Encrypted = +',
      '',
    ];
    expect(parseTechnicalListing(lines)).toEqual([
      { path: 'kit', folder: true, size: 0, packed: undefined, encrypted: false, link: false },
      { path: 'kit/a.txt', folder: false, size: 12, packed: 20, encrypted: false, link: false },
      { path: 'kit/up', folder: false, size: 6, packed: undefined, encrypted: false, link: true },
      {
        path: 'kit/secret.txt',
        folder: false,
        size: 3,
        packed: undefined,
        encrypted: true,
        link: false,
      },
    ]);
  });
});
