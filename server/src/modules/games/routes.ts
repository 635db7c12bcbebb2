import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as calls from '@qiao/contracts/games-calls';
import { pageWindow } from '@qiao/contracts/pagination';
import type { Db } from '../../platform/db/database';
import { registerRoute } from '../../platform/http/register-route';
import { BUNDLED_SOUNDS, recordedSounds } from './recorded-sounds';
import { bestTable, finishRound, gamesList, startRound } from './service';

const soundQuery = z.object({ name: z.string().max(80) });

/** The games' calls (spec learning area §7 getGamesList) and the recorded sounds they play. */
export async function gamesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerRoute(app, calls.getGamesList, async ({ user, body }) => {
    const list = await gamesList(db, user?.id ?? null);
    const { limit, offset } = pageWindow(body);
    return { list: list.slice(offset, offset + limit), total: list.length };
  });
  registerRoute(app, calls.startGameRound, async ({ user, body }) => startRound(db, user.id, body));
  registerRoute(app, calls.finishGameRound, async ({ user, body }) =>
    finishRound(db, user.id, body),
  );
  registerRoute(app, calls.getGameBest, async ({ user, body }) =>
    bestTable(db, user?.id ?? null, body.game, body.level),
  );

  // A recorded sound of the demo, by its name in the list only: no path is ever taken from the query.
  app.get('/api/games/sound', async (request, reply) => {
    const parsed = soundQuery.safeParse(request.query);
    const sound = parsed.success
      ? recordedSounds().find((candidate) => candidate.name === parsed.data.name)
      : undefined;
    if (!sound) return reply.code(404).send();
    return reply
      .type('audio/mpeg')
      .header('cache-control', 'public, max-age=86400')
      .send(createReadStream(`${BUNDLED_SOUNDS}${sound.name}.mp3`));
  });
}
