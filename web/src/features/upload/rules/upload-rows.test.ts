import { describe, expect, it } from 'vitest';
import { splitRows, uploadRows, type UploadEntry } from './upload-rows';
import { NEW_TRACK, type UploadTrack } from './upload-track';

function entry(id: string, batchId: string, track: Partial<UploadTrack>, folderName?: string) {
  return {
    id,
    name: `${id}.txt`,
    size: 100,
    addedAt: '2026-11-23T10:15:00.000Z',
    batchId,
    folderName,
    track: { ...NEW_TRACK, ...track },
  } satisfies UploadEntry;
}

describe('upload rows', () => {
  it('shows a loose file as its own row and a folder as one row of all its files', () => {
    const rows = uploadRows([
      entry('a', 'a', { phase: 'uploading', progress: 0.5, speed: 100 }),
      entry('b', 'lesson', { phase: 'success', progress: 1, speed: 0 }, 'الدرس'),
      entry('c', 'lesson', { phase: 'uploading', progress: 0.5, speed: 300 }, 'الدرس'),
    ]);
    expect(rows.map((row) => [row.name, row.isFolder, row.fileIds])).toEqual([
      ['a.txt', false, ['a']],
      ['الدرس', true, ['b', 'c']],
    ]);
    expect(rows[1]).toMatchObject({ size: 200, status: 'uploading', progress: 0.75, speed: 300 });
  });

  it('puts successful rows in the finished tab and everything else in progress', () => {
    const rows = uploadRows([
      entry('a', 'a', { phase: 'success' }),
      entry('b', 'b', { phase: 'error', error: 'Not enough storage space left' }),
      entry('c', 'c', { phase: 'paused' }),
    ]);
    const { inProgress, finished } = splitRows(rows);
    expect(finished.map((row) => row.key)).toEqual(['a']);
    expect(inProgress.map((row) => [row.key, row.status, row.error])).toEqual([
      ['b', 'error', 'Not enough storage space left'],
      ['c', 'paused', undefined],
    ]);
  });

  it('reports the hashing share of the file being hashed', () => {
    const [row] = uploadRows([entry('a', 'a', { phase: 'hashing', hashed: 0.42 })]);
    expect(row).toMatchObject({ status: 'checkingMd5', hashed: 0.42 });
  });
});
