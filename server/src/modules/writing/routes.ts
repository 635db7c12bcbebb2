import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as calls from '@qiao/contracts/writing-calls';
import { SYLLABLE_NAME } from '@qiao/contracts/writing-sounds';
import type { Db } from '../../platform/db/database';
import { registerRoute } from '../../platform/http/register-route';
import { classifyList, fontInfo, quickSearch, searchFont } from './lookups';
import { markFont, myWriteLogList, writeLog } from './practice';
import { recordedSyllables, SYLLABLE_SOUNDS } from './syllable-sounds';
import { writingTokens } from './token-user';

const soundQuery = z.object({ syllable: z.string().regex(SYLLABLE_NAME) });

/**
 * The handwriting service (spec learning area §7 /open_api): getToken with the session, the rest
 * with the token. Lookups check a token only when one is sent; a learner's results need one.
 */
export async function writingRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const tokens = writingTokens(db);

  registerRoute(app, calls.getToken, async ({ user }) => tokens.issue(user.id));

  registerRoute(app, calls.queryFontInfo, async ({ query, request }) => {
    await tokens.tokenUser(request);
    return fontInfo(query.char);
  });
  registerRoute(app, calls.queryClassifyList, async ({ query, request }) => {
    await tokens.tokenUser(request);
    return { list: classifyList(query.kind) };
  });
  registerRoute(app, calls.queryQuickSearch, async ({ query, request }) => {
    await tokens.tokenUser(request);
    return { list: quickSearch(query.q) };
  });
  registerRoute(app, calls.searchFont, async ({ query, request }) => {
    await tokens.tokenUser(request);
    return searchFont(query, query);
  });

  registerRoute(app, calls.markFont, async ({ body, request }) =>
    markFont(db, await tokens.requiredTokenUser(request), body),
  );
  registerRoute(app, calls.writeLog, async ({ query, request }) =>
    writeLog(db, await tokens.requiredTokenUser(request), query.char),
  );
  registerRoute(app, calls.myWriteLogList, async ({ query, request }) =>
    myWriteLogList(db, await tokens.requiredTokenUser(request), query),
  );

  // A reading's recording (`ni3`), by a name of the recorded list only: no path from the query.
  app.get('/api/writing/sound', async (request, reply) => {
    const parsed = soundQuery.safeParse(request.query);
    if (!parsed.success || !recordedSyllables().has(parsed.data.syllable)) {
      return reply.code(404).send();
    }
    return reply
      .type('audio/mpeg')
      .header('cache-control', 'public, max-age=604800')
      .send(createReadStream(join(SYLLABLE_SOUNDS, `${parsed.data.syllable}.mp3`)));
  });
}
