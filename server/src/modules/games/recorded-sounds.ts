import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PICTURE_WORDS } from '@qiao/contracts/games-picture-words';

/**
 * The demo's recorded Chinese (espeak-ng voices, server/src/seed/demo-content/bundled/LICENSES.md):
 * the audio cards (`card-<hanzi>.mp3`), the listen-and-pick game's words (`word-<hanzi>.mp3`) and
 * the exam sounds (`exam-<name>.mp3`, what each says in `exam-audio.json`). The games read the same files the demo content is made from, by path: the
 * seed composes the modules and no module may import it.
 */
export const BUNDLED_SOUNDS = fileURLToPath(
  new URL('../../seed/demo-content/bundled/', import.meta.url),
);

const CARD_WORDS = [
  '一',
  '二',
  '三',
  '四',
  '五',
  '六',
  '你好',
  '再见',
  '学生',
  '朋友',
  '老师',
  '谢谢',
];

interface ExamSoundRow {
  name: string;
  hanzi: string;
  pinyin?: string;
}

export interface RecordedSound {
  /** The file's name without `.mp3`: `card-一`, `exam-yct1-l2-1`. */
  name: string;
  hanzi: string;
  /** The level of the exam paper it belongs to (1 for the cards): 1, 2 or 3 (HSK 3 and above). */
  level: number;
  /** Its pinyin, where the exam papers print it (YCT, HSK 1 and 2); else empty. */
  pinyin: string;
}

const levelOfExam = (name: string) => {
  const grade = Number(/^(?:hsk|yct)(\d)/.exec(name)?.[1] ?? 3);
  return Math.min(grade, 3);
};

let loaded: RecordedSound[] | undefined;

/** Every recorded sound and what it says, read once. */
export function recordedSounds(): RecordedSound[] {
  if (loaded) return loaded;
  const exams = JSON.parse(
    readFileSync(`${BUNDLED_SOUNDS}exam-audio.json`, 'utf8'),
  ) as ExamSoundRow[];
  loaded = [
    ...CARD_WORDS.map((hanzi) => ({ name: `card-${hanzi}`, hanzi, level: 1, pinyin: '' })),
    ...PICTURE_WORDS.map(({ word }) => ({
      name: `word-${word}`,
      hanzi: word,
      level: 1,
      pinyin: '',
    })),
    ...exams.map((row) => ({
      name: `exam-${row.name}`,
      hanzi: row.hanzi,
      level: levelOfExam(row.name),
      pinyin: row.pinyin ?? '',
    })),
  ];
  return loaded;
}

/** The address the games' sound route answers a recorded sound at. */
export const soundAddress = (name: string) => `/api/games/sound?name=${encodeURIComponent(name)}`;

/** The recording of exactly this text, if the demo has one. */
export function recordingOf(hanzi: string): string | null {
  const sound = recordedSounds().find((candidate) => candidate.hanzi === hanzi);
  return sound ? soundAddress(sound.name) : null;
}
