import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  SYLLABLE_NAME,
  syllableSoundAddress,
  syllableSoundName,
} from '@qiao/contracts/writing-sounds';

/**
 * The recorded syllables of the writing data (`npm run writing:sounds`, server/data/writing/NOTICE.md):
 * one `<reading in tone numbers>.mp3` per reading. The folder is listed once; the route serves only
 * a name of that list, never a path taken from the request.
 */
export const SYLLABLE_SOUNDS = fileURLToPath(
  new URL('../../../data/writing/sounds/', import.meta.url),
);

let recorded: Set<string> | undefined;

export function recordedSyllables(): Set<string> {
  recorded ??= new Set(
    readdirSync(SYLLABLE_SOUNDS)
      .filter((file) => file.endsWith('.mp3'))
      .map((file) => file.slice(0, -'.mp3'.length))
      .filter((name) => SYLLABLE_NAME.test(name)),
  );
  return recorded;
}

/** Each reading's recording address, in the readings' order, or null where there is none. */
export function readingSounds(readings: string[]): (string | null)[] {
  return readings.map((reading) => {
    const name = syllableSoundName(reading);
    return recordedSyllables().has(name) ? syllableSoundAddress(name) : null;
  });
}
