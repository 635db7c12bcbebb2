import { createHash } from 'node:crypto';
import fsp, { type FileHandle } from 'node:fs/promises';
import type { StoredPart } from './object-store';

/**
 * The record of which parts an upload on disk holds: one line appended per event, after the
 * part's bytes are flushed, `<number> <tag> <size>` for a part stored and `<number> - 0` for one
 * about to be rewritten in place, each followed by a check (the first 8 hex digits of the line's
 * MD5). The last line of a number wins. Every record starts on a line of its own (a newline
 * before it), so a line a crash tore is never joined to the next one: it fails its check or has
 * no newline yet, and its part counts as never stored.
 */
const LINE = /^(\d{1,5}) ([0-9a-f]{32}|-) (\d{1,16}) ([0-9a-f]{8})$/;

const checkOf = (body: string) => createHash('md5').update(body).digest('hex').slice(0, 8);
const record = (body: string) => `\n${body} ${checkOf(body)}\n`;

export function storedLine({ partNumber, etag, size }: StoredPart): string {
  return record(`${partNumber} ${etag} ${size}`);
}

export function droppedLine(partNumber: number): string {
  return record(`${partNumber} - 0`);
}

/** Applies whole lines of journal text to `held`. */
function apply(held: Map<number, StoredPart>, lines: string): void {
  for (const line of lines.split('\n')) {
    const match = LINE.exec(line);
    if (!match || checkOf(line.slice(0, -9)) !== match[4]) continue;
    const partNumber = Number(match[1]);
    if (match[2] === '-') held.delete(partNumber);
    else held.set(partNumber, { partNumber, etag: match[2]!, size: Number(match[3]) });
  }
}

/** The parts held, by number, as the journal's text tells. */
export function partsOfJournal(text: string): Map<number, StoredPart> {
  const held = new Map<number, StoredPart>();
  // What follows the last newline is a line still being written (or torn by a crash).
  apply(held, text.slice(0, text.lastIndexOf('\n') + 1));
  return held;
}

export async function readJournal(file: string): Promise<Map<number, StoredPart>> {
  return partsOfJournal(await fsp.readFile(file, 'utf8'));
}

const READ_BYTES = 64 * 1024;

/**
 * A journal read as it grows: each call reads only what was appended since (by this process or
 * another), so a thousand parts do not read a thousand lines a thousand times.
 */
export class JournalReader {
  readonly held = new Map<number, StoredPart>();
  private offset = 0;
  private tail = '';

  /** The parts held now, through `handle` (open for reading). */
  async catchUp(handle: FileHandle): Promise<Map<number, StoredPart>> {
    const buffer = Buffer.allocUnsafe(READ_BYTES);
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, READ_BYTES, this.offset);
      if (bytesRead === 0) break;
      this.offset += bytesRead;
      // Lines are ASCII: a read that ends mid-line keeps its start for the next one.
      const text = this.tail + buffer.toString('latin1', 0, bytesRead);
      const end = text.lastIndexOf('\n') + 1;
      apply(this.held, text.slice(0, end));
      this.tail = text.slice(end);
      if (bytesRead < READ_BYTES) break;
    }
    return this.held;
  }
}
