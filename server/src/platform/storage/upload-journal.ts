import fsp from 'node:fs/promises';
import type { StoredPart } from './object-store';

/**
 * The record of which parts an upload on disk holds: one line appended per event, after the
 * part's bytes are flushed, `<number> <tag> <size>` for a part stored and `<number> - 0` for one
 * about to be rewritten in place. The last line of a number wins. A crash can leave only the last
 * line torn (no newline): it is ignored, and its part counts as never stored.
 */
const LINE = /^(\d{1,5}) ([0-9a-f]{32}|-) (\d{1,16})$/;

export function storedLine({ partNumber, etag, size }: StoredPart): string {
  return `${partNumber} ${etag} ${size}\n`;
}

export function droppedLine(partNumber: number): string {
  return `${partNumber} - 0\n`;
}

/** The parts held, by number, as the journal's text tells. */
export function partsOfJournal(text: string): Map<number, StoredPart> {
  const held = new Map<number, StoredPart>();
  const lines = text.split('\n');
  // What follows the last newline is a line still being written (or torn by a crash).
  lines.pop();
  for (const line of lines) {
    const match = LINE.exec(line);
    if (!match) continue;
    const partNumber = Number(match[1]);
    if (match[2] === '-') held.delete(partNumber);
    else held.set(partNumber, { partNumber, etag: match[2]!, size: Number(match[3]) });
  }
  return held;
}

export async function readJournal(file: string): Promise<Map<number, StoredPart>> {
  return partsOfJournal(await fsp.readFile(file, 'utf8'));
}
