import type { FastifyInstance } from 'fastify';
import * as calls from '@qiao/contracts/unzip';
import type { Db } from '../../platform/db/database';
import { registerRoute } from '../../platform/http/register-route';
import { startUnzip, unzipTaskOf } from './service';

/** `POST /api/file/unzipfile` queues an unzip; `GET /api/file/unziptask` follows it. */
export async function unzipRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerRoute(app, calls.unzipFile, async ({ user, body }) => ({
    taskId: await startUnzip(db, user.id, body),
  }));
  registerRoute(app, calls.getUnzipTask, async ({ user, query, request }) =>
    unzipTaskOf(db, user.id, query.taskId, request.language),
  );
}
