import type { GameId } from '@qiao/contracts/games';

/** Query keys of the games; the best scores change with every finished round. */
export const gameKeys = {
  all: ['games'] as const,
  list: ['games', 'list'] as const,
  best: (game: GameId, level: number) => ['games', 'best', game, level] as const,
  /** A character's strokes in writing order, for the stroke-order race; they never change. */
  writtenStrokes: (char: string) => ['games', 'writtenStrokes', char] as const,
};
