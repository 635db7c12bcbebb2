import type { ExamPaperManifestInput } from '@qiao/contracts/exam-manifest';
import type { AuthoredItem, AuthoredPart, ChineseText, ItemType } from '@qiao/contracts/exams';
import type { ExamPictureName } from '../exam-pictures';

/**
 * Builders for the demo papers, written as data: a sound is named by its entry in
 * `bundled/exam-audio.json` and a picture by its entry in `EXAM_PICTURES`; `paper-media.ts` turns
 * the names into the import folder's files and reads each transcript from the sound's entry.
 */

type Key = 'A' | 'B' | 'C' | 'D' | 'E' | 'F';
const KEYS: readonly Key[] = ['A', 'B', 'C', 'D', 'E', 'F'];
type Option = { key: string; text?: ChineseText; picture?: string };

export const zh = (hanzi: string, pinyin?: string): ChineseText =>
  pinyin ? { hanzi, pinyin } : { hanzi };

/** Options lettered A, B, C… in the order given. */
export const texts = (...values: ChineseText[]): Option[] =>
  values.map((text, index) => ({ key: KEYS[index]!, text }));
export const pictures = (...names: ExamPictureName[]): Option[] =>
  names.map((picture, index) => ({ key: KEYS[index]!, picture }));

/** A sound's name where an item plays it (the transcript is filled from the same entry). */
type Sound = string;

export const heardTrueFalse = (
  id: string,
  audio: Sound,
  picture: ExamPictureName,
  answer: boolean,
): AuthoredItem => ({ id, type: 'pictureTrueFalse', audio, picture, answer });

export const readTrueFalse = (
  id: string,
  picture: ExamPictureName,
  text: ChineseText,
  answer: boolean,
): AuthoredItem => ({ id, type: 'pictureTrueFalse', picture, text, answer });

export const heardPickPicture = (
  id: string,
  audio: Sound,
  options: ExamPictureName[],
  answer: Key,
): AuthoredItem => ({ id, type: 'pickPicture', audio, options: pictures(...options), answer });

export const heardMatch = (id: string, audio: Sound, answer: Key): AuthoredItem => ({
  id,
  type: 'matchSentences',
  audio,
  answer,
});

export const readMatch = (id: string, text: ChineseText, answer: Key): AuthoredItem => ({
  id,
  type: 'matchSentences',
  text,
  answer,
});

export const heardDialogue = (
  id: string,
  audio: Sound,
  question: ChineseText,
  options: Option[],
  answer: Key,
): AuthoredItem => ({ id, type: 'dialogueChoice', audio, question, options, answer });

export const readDialogue = (
  id: string,
  text: ChineseText,
  question: ChineseText | undefined,
  options: Option[],
  answer: Key,
): AuthoredItem => ({
  id,
  type: 'dialogueChoice',
  text,
  ...(question ? { question } : {}),
  options,
  answer,
});

export const gapFill = (id: string, text: ChineseText, answer: Key): AuthoredItem => ({
  id,
  type: 'gapFillWordBank',
  text,
  answer,
});

/** Three sentences shown in the order given, put right by `answer`. */
export const orderSentences = (id: string, sentences: string[], answer: Key[]): AuthoredItem => ({
  id,
  type: 'orderSentences',
  sentences: texts(...sentences.map((sentence) => zh(sentence))),
  answer,
});

export const heardPassage = (
  id: string,
  audio: Sound,
  question: ChineseText,
  options: Option[],
  answer: Key,
): AuthoredItem => ({ id, type: 'passageQuestions', audio, question, options, answer });

export const readPassage = (
  id: string,
  passage: ChineseText,
  question: ChineseText,
  options: Option[],
  answer: Key,
): AuthoredItem => ({ id, type: 'passageQuestions', passage, question, options, answer });

export const writeCharacter = (
  id: string,
  before: string,
  pinyin: string,
  after: string,
  answer: string,
): AuthoredItem => ({ id, type: 'writeCharacter', before, pinyin, after, answer });

/** Words shown in the order given; `order` lists their indexes as the sentence reads. */
export const buildSentence = (id: string, words: string[], order: number[]): AuthoredItem => ({
  id,
  type: 'buildSentence',
  words,
  answer: [order],
});

export const part = (type: ItemType, items: AuthoredItem[], bank?: Option[]): AuthoredPart => ({
  type,
  ...(bank ? { bank } : {}),
  items,
});

export type DemoPaper = ExamPaperManifestInput;
