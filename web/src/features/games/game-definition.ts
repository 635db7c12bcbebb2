import type { ComponentType, LazyExoticComponent } from 'react';
import type { GameId, RoundAnswers, RoundOf } from '@qiao/contracts/games';
import type { GameSound } from './game-sound';

/**
 * What every game receives from the game frame (game-frame.tsx): the level, the round the server
 * drew for it, the frame's sound, and `onFinish`, called once with the learner's answers when the
 * round is over. The frame submits them, shows the score and the best-score table. A game shows
 * its own progress; the frame shows the level, the time and the sound switch. Every game is
 * playable with keyboard, mouse and touch (pointer events), and laid out for both directions.
 */
export interface GameProps<G extends GameId = GameId> {
  level: number;
  round: RoundOf<G>;
  sound: GameSound;
  onFinish(result: RoundAnswers): void;
}

export type GameComponent<G extends GameId = GameId> = ComponentType<GameProps<G>>;

/** Each game's component, loaded when it is first played. */
export type GameRegistry = {
  [G in GameId]?: LazyExoticComponent<GameComponent<G>>;
};
