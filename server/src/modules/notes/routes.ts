import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as calls from '@qiao/contracts/notes';
import type { Db } from '../../platform/db/database';
import { registerRoute } from '../../platform/http/register-route';
import type { RequestUser } from '../../platform/http/request-user';
import type { ObjectStore } from '../../platform/storage/object-store';
import { addNote, deleteNote, editNote, listNotes, readNote, type NoteContext } from './notes';
import { uploadOneRoute } from './upload-one';

/** Notes (spec learning area §7 /api/notes) and the editor's picture upload; thin over the service. */
export async function notesRoutes(
  app: FastifyInstance,
  { db, store }: { db: Db; store: ObjectStore },
) {
  const context = (user: RequestUser, request: FastifyRequest): NoteContext => ({
    db,
    userId: user.id,
    language: request.language,
  });

  registerRoute(app, calls.addNotes, async ({ body, user, request }) =>
    addNote(context(user, request), body),
  );
  registerRoute(app, calls.editNotes, async ({ body, user, request }) =>
    editNote(context(user, request), body),
  );
  registerRoute(app, calls.getNotesList, async ({ body, user, request }) =>
    listNotes(context(user, request), body, body),
  );
  registerRoute(app, calls.getNotes, async ({ body, user, request }) =>
    readNote(context(user, request), body.id),
  );
  registerRoute(app, calls.delNotes, async ({ body, user, request }) =>
    deleteNote(context(user, request), body.id),
  );
  await app.register(uploadOneRoute, { store });
}
