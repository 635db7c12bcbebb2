/**
 * `npm run writing:sounds`: records every reading of server/data/writing/characters.json once, as
 * server/data/writing/sounds/<reading in tone numbers>.mp3 (`ni3.mp3`, `lv4.mp3`, `ma5.mp3`), for
 * the writing tool's listen button and any browser without a Chinese voice. Needs espeak-ng (its
 * `cmn-latn-pinyin` voice reads tone-numbered pinyin; the plain `cmn` voice would read characters
 * as their pinyin spelled in English) and ffmpeg with libmp3lame. The output is committed, like
 * characters.json: run it again after `npm run writing:data` when readings change. Recordings no
 * reading needs any more are removed.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { SYLLABLE_NAME, syllableSoundName } from '../contracts/src/writing-sounds';

const run = promisify(execFile);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = join(root, 'server/data/writing');
const soundsDir = join(dataDir, 'sounds');

const data = JSON.parse(readFileSync(join(dataDir, 'characters.json'), 'utf8')) as {
  characters: { pinyin: string[] }[];
};
const names = [
  ...new Set(data.characters.flatMap((row) => row.pinyin.map(syllableSoundName))),
].sort();
const odd = names.filter((name) => !SYLLABLE_NAME.test(name));
if (odd.length > 0) throw new Error(`Readings that cannot be recording names: ${odd.join(', ')}`);

// Leading and trailing silence cut (espeak-ng pads its words), then a small mono MP3 as the demo's.
const TRIM =
  'silenceremove=start_periods=1:start_threshold=-50dB,areverse,' +
  'silenceremove=start_periods=1:start_threshold=-50dB,areverse';

const work = mkdtempSync(join(tmpdir(), 'qiao-syllables-'));
async function record(name: string) {
  const wav = join(work, `${name}.wav`);
  await run('espeak-ng', ['-v', 'cmn-latn-pinyin', '-s', '100', '-w', wav, name]);
  // Bit-exact and without metadata, so a second run writes the same bytes.
  await run('ffmpeg', [
    '-y', '-v', 'error', '-i', wav, '-af', TRIM, '-map_metadata', '-1',
    '-fflags', '+bitexact', '-flags:a', '+bitexact',
    '-c:a', 'libmp3lame', '-b:a', '24k', '-ac', '1', '-ar', '22050',
    join(soundsDir, `${name}.mp3`),
  ]); // prettier-ignore
}

try {
  const queue = [...names];
  const workers = Array.from({ length: 4 }, async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) await record(name);
  });
  await Promise.all(workers);
} finally {
  rmSync(work, { recursive: true, force: true });
}

const wanted = new Set(names.map((name) => `${name}.mp3`));
for (const file of readdirSync(soundsDir)) {
  if (file.endsWith('.mp3') && !wanted.has(file)) rmSync(join(soundsDir, file));
}
const bytes = names.reduce((sum, name) => sum + statSync(join(soundsDir, `${name}.mp3`)).size, 0);
console.log(`${names.length} recordings, ${(bytes / 1024 / 1024).toFixed(2)} MB in ${soundsDir}`);
