import { numberedSyllable } from './writing-search';

/**
 * The writing tool's recorded syllables: one MP3 per reading of the character data, named by the
 * reading in tone numbers (`nǐ` → `ni3`, `lǜ` → `lv4`, neutral `ma` → `ma5`), made by
 * `npm run writing:sounds` into server/data/writing/sounds and served by `/api/writing/sound`.
 */

/** What a recording's name may look like: letters then one tone number (`ni3`, `lve4`, `ng2`). */
export const SYLLABLE_NAME = /^[a-z]{1,6}[1-5]$/;

/** A reading with tone marks as the name of its recording: `nǐ` → `ni3`, `ma` → `ma5`. */
export function syllableSoundName(reading: string): string {
  return numberedSyllable(reading.trim());
}

/** The address a recording is played from. */
export function syllableSoundAddress(name: string): string {
  return `/api/writing/sound?syllable=${encodeURIComponent(name)}`;
}
