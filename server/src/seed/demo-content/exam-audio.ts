import sounds from './bundled/exam-audio.json' with { type: 'json' };

/**
 * What each bundled exam sound says. `bundled/exam-audio.json` is the one list both
 * `make-bundled-media.sh` speaks the sounds from (`exam-<name>.mp3`) and the demo papers read
 * their transcripts from, so a transcript can only say what its sound says.
 */
export interface ExamSound {
  name: string;
  hanzi: string;
  /** Given for the levels whose papers print pinyin (YCT, HSK 1 and 2). */
  pinyin?: string;
}

export const EXAM_SOUNDS: readonly ExamSound[] = sounds;

export function examSound(name: string): ExamSound {
  const sound = EXAM_SOUNDS.find((candidate) => candidate.name === name);
  if (!sound) throw new Error(`No bundled exam sound is called ${name}`);
  return sound;
}
