import { ROUND_ITEMS, type RoundOf } from '@qiao/contracts/games';
import {
  PICTURE_WORDS,
  PICTURE_TOPICS,
  type PictureId,
  type PictureTopic,
} from '@qiao/contracts/games-picture-words';
import { characterData } from '../../writing';
import { recordingOf } from '../recorded-sounds';
import { optionId, shuffled, type DrawnRound } from './draw-kit';

/** Pictures offered per item, by level. */
const PICTURES_BY_LEVEL: Record<number, number> = { 1: 3, 2: 4, 3: 4 };

/** A picture word's pinyin as the character data gives it (each is a word of the data). */
export function pictureWordPinyin(word: string): string {
  const data = characterData();
  const pinyin =
    [...word].length === 1
      ? data.characters.get(word)?.pinyin[0]
      : data.wordsOf.get([...word][0]!)?.find((entry) => entry.word === word)?.pinyin;
  if (!pinyin) throw new Error(`The picture word ${word} is not in the character data`);
  return pinyin;
}

/**
 * The pictures offered beside `answer`: at level 1 from other topics (a cat among a cup and a
 * tree), at level 3 from its own topic first (a cat among a dog and a fish), at level 2 any.
 */
export function pictureChoices(
  answer: PictureId,
  level: number,
  pick: <T>(items: readonly T[]) => T[] = shuffled,
): PictureId[] {
  const topicOf = (id: PictureId) => PICTURE_WORDS.find((entry) => entry.id === id)!.topic;
  const topic: PictureTopic = topicOf(answer);
  const others = PICTURE_WORDS.map((entry) => entry.id).filter((id) => id !== answer);
  const size = PICTURES_BY_LEVEL[level] ?? PICTURES_BY_LEVEL[1]!;
  let pool: PictureId[];
  if (level === 1) {
    // One picture of each of other topics, so no two are alike.
    pool = pick(PICTURE_TOPICS.filter((one) => one !== topic)).map(
      (one) => pick(others.filter((id) => topicOf(id) === one))[0]!,
    );
  } else if (level >= 3) {
    pool = [
      ...pick(others.filter((id) => topicOf(id) === topic)),
      ...pick(others.filter((id) => topicOf(id) !== topic)),
    ];
  } else {
    pool = pick(others);
  }
  return pick([answer, ...pool.slice(0, size - 1)]);
}

/**
 * Words of Qiao's pictograms, each heard (its recording; the demo records every picture word) and
 * shown among pictures to choose from. `recordedOnly` rounds (a browser without a Chinese voice)
 * hold only recorded words, which is all of them. The key is the right picture's id.
 */
export function drawListenPicture(
  level: number,
  recordedOnly: boolean,
): DrawnRound<RoundOf<'listenPicture'>> {
  const count = ROUND_ITEMS.listenPicture[level - 1]!;
  const words = recordedOnly
    ? PICTURE_WORDS.filter((entry) => recordingOf(entry.word) !== null)
    : PICTURE_WORDS;
  const chosen = shuffled(words).slice(0, count);
  const items = chosen.map((entry) => ({
    id: optionId(),
    pinyin: pictureWordPinyin(entry.word),
    audio: recordingOf(entry.word),
    speech: entry.word,
    pictures: pictureChoices(entry.id, level),
  }));
  return {
    content: { game: 'listenPicture', items },
    key: chosen.map((entry) => [entry.id]),
  };
}
