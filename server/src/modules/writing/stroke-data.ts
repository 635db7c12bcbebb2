import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { StrokeData } from '@qiao/contracts/writing';

const require = createRequire(import.meta.url);

/**
 * Hanzi Writer's data of one character, read from the installed `hanzi-writer-data` package (one
 * JSON file per character) rather than copied: the package is a dependency of the server, so a
 * fresh `npm install` has it. Only characters of the writing data are asked for.
 */
export async function readStrokeData(char: string): Promise<StrokeData> {
  const file = require.resolve(`hanzi-writer-data/${char}.json`);
  const data = JSON.parse(await readFile(file, 'utf8')) as StrokeData;
  return {
    strokes: data.strokes,
    medians: data.medians,
    ...(data.radStrokes ? { radStrokes: data.radStrokes } : {}),
  };
}
