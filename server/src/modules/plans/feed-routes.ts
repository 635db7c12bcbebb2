import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as calls from '@qiao/contracts/plans-feed';
import type { Db } from '../../platform/db/database';
import { registerRoute } from '../../platform/http/register-route';
import { proposeExamPlan } from './exam';
import { feedAddress, feedText, revokeFeed } from './feeds';

/** The exam-plan proposal and the calendar feed: its address (signed in) and the feed itself. */
export async function planFeedRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerRoute(app, calls.proposeExamPlan, async ({ body, user }) =>
    proposeExamPlan(db, user.id, body),
  );
  registerRoute(app, calls.getCalendarFeed, async ({ body, user, request }) =>
    feedAddress(db, user.id, body.renew, `${request.protocol}://${request.host}`),
  );
  registerRoute(app, calls.revokeCalendarFeed, async ({ user }) => revokeFeed(db, user.id));

  // No session: the phone's calendar holds only the address, whose token is the secret.
  app.get(
    `${calls.PLAN_FEED_PATH}/:file`,
    { schema: { params: z.object({ file: z.string().max(64) }), hide: true } },
    async (request, reply) => {
      const { file } = request.params as { file: string };
      const text = file.endsWith('.ics')
        ? await feedText(db, file.slice(0, -'.ics'.length), request.language)
        : null;
      if (text === null) return reply.code(404).type('text/plain').send('Not found');
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(text);
    },
  );
}
