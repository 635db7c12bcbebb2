import type { FastifyInstance } from 'fastify';
import {
  editBasicsInfo,
  editUserInfo,
  getBasicsInfo,
  getUserInfo,
  listUsers,
  setUserRole,
} from '@qiao/contracts/users';
import { about, defineAbilityFor } from '@qiao/contracts/permissions';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { registerRoute } from '../../platform/http/register-route';
import * as users from './service';

export async function userRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerRoute(app, getUserInfo, async ({ user }) => {
    if (!user) return { status: 0 as const, data: null };
    return { status: 1 as const, data: users.toUserSummary(user) };
  });

  registerRoute(app, getBasicsInfo, async ({ user }) => {
    const row = await users.findUser(db, user.id);
    if (!row) throw new AppError('userNotFound');
    return users.toProfile(row);
  });

  registerRoute(app, editBasicsInfo, async ({ user, body }) =>
    users.toProfile(await users.editBasics(db, user.id, body)),
  );

  registerRoute(app, editUserInfo, async ({ user, body }) =>
    users.toProfile(await users.editContact(db, user.id, body)),
  );

  registerRoute(app, listUsers, async ({ body }) => {
    const page = await users.listUsers(db, body);
    return {
      list: page.rows.map((row) => ({
        ...users.toUserSummary(row),
        created_at: row.createdAt.toISOString(),
      })),
      total: page.total,
    };
  });

  registerRoute(app, setUserRole, async ({ body, user }) => {
    // The rules keep an admin from demoting themselves and locking everyone out of admin pages.
    const demotes = body.role !== 'admin';
    if (demotes && defineAbilityFor(user).cannot('demote', about('User', { id: body.uid }))) {
      throw new AppError('forbidden');
    }
    if (!/^[0-9a-f-]{36}$/i.test(body.uid)) throw new AppError('userNotFound');
    const row = await users.setRole(db, body.uid, body.role);
    return { ...users.toUserSummary(row), created_at: row.createdAt.toISOString() };
  });
}
