import { z } from 'zod';
import { paged, paginationQuery } from './pagination';
import { defineRoute } from './route';
import { bestTable, gameId, gameInfo, gameLevel, gameRound, roundAnswers } from './games';

/**
 * The games' calls: the spec's `/api/Index/getGamesList` (§7) and Qiao's own round calls. A round
 * is issued to the signed-in learner and scored once, by the server, from the key it kept; another
 * learner's round answers "unknown", as one that does not exist.
 */
const tags = ['games'] as const;

export const getGamesList = defineRoute({
  tags,
  method: 'POST',
  path: '/api/Index/getGamesList',
  summary: "The six games with their names, descriptions and levels, and the caller's best scores",
  body: paginationQuery,
  data: paged(gameInfo),
  noLogin: true,
});

export const startGameRound = defineRoute({
  tags,
  method: 'POST',
  path: '/api/games/round',
  summary: 'A new round of a game at a level, drawn from the character and word data',
  body: z.object({
    game: gameId,
    level: gameLevel,
    /**
     * The browser cannot speak Chinese (no zh voice): draw only items with a recorded sound, for
     * the games that are heard.
     */
    recordedOnly: z.boolean().default(false),
  }),
  data: gameRound,
});

export const finishGameRound = defineRoute({
  tags,
  method: 'POST',
  path: '/api/games/score',
  summary: 'Scores a finished round from the answers; each round is scored once',
  body: roundAnswers.extend({ roundId: z.uuid() }),
  data: z.object({
    score: z.number().int(),
    /** Per item, whether it was right. */
    correct: z.array(z.boolean()),
    /** The answer key, per item, so the web can show what was right. */
    key: z.array(z.array(z.string())),
    /** This score beats the learner's earlier best at this game and level. */
    newBest: z.boolean(),
  }),
});

export const getGameBest = defineRoute({
  tags,
  method: 'POST',
  path: '/api/games/best',
  summary: "A game level's best scores: the caller's own best and the top players",
  body: z.object({ game: gameId, level: gameLevel }),
  data: bestTable,
  noLogin: true,
});
