import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { isRowId } from '../mooc/viewer';
import { catalogueItems, type LiveSchedule } from '../tables';
import { visibleTo, type Viewer } from '../visibility';

/** A live class the viewer may see, with its schedule; otherwise the one "not found" answer. */
export async function findVisibleLiveClass(
  db: Db,
  viewer: Viewer,
  id: string,
): Promise<{ id: string; live: LiveSchedule }> {
  if (!isRowId(id)) throw new AppError('liveClassNotFound');
  const [row] = await db
    .select({ id: catalogueItems.id, live: catalogueItems.live })
    .from(catalogueItems)
    .where(
      and(
        eq(catalogueItems.id, id),
        eq(catalogueItems.kind, 'live'),
        isNotNull(catalogueItems.live),
        visibleTo(catalogueItems, viewer),
      ),
    );
  if (!row?.live) throw new AppError('liveClassNotFound');
  return { id: row.id, live: row.live };
}
