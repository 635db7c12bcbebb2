import type { FastifyInstance } from 'fastify';
import * as calls from '@qiao/contracts/live-attendance';
import type { Db } from '../../../platform/db/database';
import { registerRoute } from '../../../platform/http/register-route';
import { cancelLiveSignUp, enterLiveRoom, signUpForLiveClass } from './attendance';
import { myLiveClassesPage } from './my-live-classes';

export interface LiveAttendanceRoutesOptions {
  db: Db;
  /** The live provider's room address (LIVE_PROVIDER_URL), if one is configured. */
  liveProviderUrl: string | undefined;
}

/** Signing up for live classes, entering their rooms, "my live classes"; thin over the services. */
export async function liveAttendanceRoutes(
  app: FastifyInstance,
  { db, liveProviderUrl }: LiveAttendanceRoutesOptions,
) {
  registerRoute(app, calls.signUpForLiveClass, async ({ body, user }) =>
    signUpForLiveClass(db, user.id, body.id),
  );
  registerRoute(app, calls.cancelLiveSignUp, async ({ body, user }) =>
    cancelLiveSignUp(db, user.id, body.id),
  );
  registerRoute(app, calls.getLiveUrl, async ({ body, user }) =>
    enterLiveRoom(db, user.id, body.id, liveProviderUrl),
  );
  registerRoute(app, calls.getMyLiveClasses, async ({ body, user, request }) =>
    myLiveClassesPage(db, user.id, request.language, liveProviderUrl, body),
  );
}
