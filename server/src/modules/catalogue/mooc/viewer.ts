import type { RequestUser } from '../../../platform/http/request-user';
import { VISITOR, type Viewer } from '../visibility';

/** The catalogue's viewer for a request: the signed-in user, or a visitor. */
export function viewerOf(user: RequestUser | null): Viewer {
  return user ? { userId: user.id } : VISITOR;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids arrive as page text; one that cannot be a row id is simply not found (never a 500). */
export function isRowId(value: string): boolean {
  return UUID.test(value);
}
