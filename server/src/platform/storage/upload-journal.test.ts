import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { droppedLine, JournalReader, partsOfJournal, storedLine } from './upload-journal';

const part = (partNumber: number, etag = 'a'.repeat(32), size = 1024) => ({
  partNumber,
  etag,
  size,
});

describe('the parts journal of an upload on disk', () => {
  it('holds the last record of each part, a dropped part not at all', () => {
    const text =
      storedLine(part(1)) +
      storedLine(part(2)) +
      storedLine(part(1, 'b'.repeat(32))) +
      droppedLine(2);
    expect([...partsOfJournal(text).values()]).toEqual([part(1, 'b'.repeat(32))]);
  });

  it('ignores a record a crash tore, and keeps the one written after it', () => {
    const torn = storedLine(part(12)).slice(0, 20);
    const text = storedLine(part(1)) + torn + storedLine(part(3));
    expect([...partsOfJournal(text).keys()]).toEqual([1, 3]);
    // Torn at the very end: no newline yet, so not counted.
    expect([...partsOfJournal(storedLine(part(1)) + torn).keys()]).toEqual([1]);
  });

  it('ignores a line whose check does not match', () => {
    const forged = storedLine(part(1)).replace(' 1024 ', ' 2048 ');
    expect(partsOfJournal(forged).size).toBe(0);
  });

  it('is read as it grows, to the same parts as read whole', async () => {
    const folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'qiao-journal-'));
    const file = path.join(folder, 'parts');
    const handle = await fsp.open(file, 'a+');
    try {
      const reader = new JournalReader();
      let text = '';
      for (let number = 1; number <= 2000; number += 1) {
        text += storedLine(part(number));
        await handle.write(storedLine(part(number)));
        if (number % 700 === 0) await reader.catchUp(handle);
      }
      // Half a record written: counted once the rest arrives.
      const line = storedLine(part(2001));
      await handle.write(line.slice(0, 10));
      expect((await reader.catchUp(handle)).size).toBe(2000);
      await handle.write(line.slice(10));
      expect(await reader.catchUp(handle)).toEqual(partsOfJournal(text + line));
    } finally {
      await handle.close();
      await fsp.rm(folder, { recursive: true, force: true });
    }
  });
});
