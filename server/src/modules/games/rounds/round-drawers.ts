import type { GameId, RoundOf } from '@qiao/contracts/games';
import { drawBuildCharacter } from './build-character';
import type { DrawnRound } from './draw-kit';
import { drawListenPicture } from './listen-picture';
import { drawPinyinPairs } from './pinyin-pairs';
import { drawSentenceBuilder } from './sentence-builder';
import { drawStrokeRace } from './stroke-race';
import { drawToneListening } from './tone-listening';

type Drawer<G extends GameId> = (
  level: number,
  recordedOnly: boolean,
) => DrawnRound<RoundOf<G>> | Promise<DrawnRound<RoundOf<G>>>;

/** How each game draws a round, one line each (rounds/<game>.ts). */
export const ROUND_DRAWERS: { [G in GameId]?: Drawer<G> } = {
  toneListening: drawToneListening,
  pinyinPairs: drawPinyinPairs,
  buildCharacter: drawBuildCharacter,
  strokeRace: drawStrokeRace,
  sentenceBuilder: drawSentenceBuilder,
  listenPicture: drawListenPicture,
};
