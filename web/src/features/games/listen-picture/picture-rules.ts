import { PICTURE_WORDS, type PictureId } from '@qiao/contracts/games-picture-words';

/** The word a picture shows. */
export function pictureWord(id: PictureId): string {
  return PICTURE_WORDS.find((entry) => entry.id === id)?.word ?? '';
}

/**
 * Whether the picture shows the word heard. The word is in the round (the browser must speak it),
 * so the game answers at once; the score is the server's, from the key it kept.
 */
export function showsWord(id: PictureId, heard: string): boolean {
  return pictureWord(id) === heard;
}

/** The picture a key from 1 to 9 picks, if there is one that many. */
export function pictureForKey<T>(pictures: readonly T[], key: string): T | undefined {
  const number = /^[1-9]$/.test(key) ? Number(key) : 0;
  return number ? pictures[number - 1] : undefined;
}
