import { lazy } from 'react';
import type { GameRegistry } from './game-definition';

/**
 * The playable games, one line each: `gameId: lazy(() => import('./<game-id>/<game-id>-game'))`,
 * the module default-exporting its component. A game not listed here is not offered on the games
 * page.
 */
export const GAME_REGISTRY: GameRegistry = {
  toneListening: lazy(() => import('./tone-listening/tone-listening-game')),
  pinyinPairs: lazy(() => import('./pinyin-pairs/pinyin-pairs-game')),
  buildCharacter: lazy(() => import('./build-character/build-character-game')),
  strokeRace: lazy(() => import('./stroke-race/stroke-race-game')),
  sentenceBuilder: lazy(() => import('./sentence-builder/sentence-builder-game')),
  listenPicture: lazy(() => import('./listen-picture/listen-picture-game')),
};
