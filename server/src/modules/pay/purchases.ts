import { and, eq, inArray } from 'drizzle-orm';
import { ORDER_STATES } from '@qiao/contracts/pay';
import { grantsCourseAccess } from '@qiao/contracts/pay-rules';
import type { Db } from '../../platform/db/database';
import type { CoursePurchases } from '../catalogue';
import { orders } from './tables';

/** The states whose order opens its course: paid, or refunded in part (pay-rules.ts). */
const ACCESS_STATES = ORDER_STATES.filter(grantsCourseAccess);

/**
 * Which of the courses the user has bought: an order of theirs in a state that opens its course.
 * A full refund moves the order out of those states, so the course closes again with it.
 */
export function coursePurchases(db: Db): CoursePurchases {
  return async (userId, courseIds) => {
    if (courseIds.length === 0) return new Set();
    const rows = await db
      .selectDistinct({ courseId: orders.courseId })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          inArray(orders.courseId, [...courseIds]),
          inArray(orders.state, ACCESS_STATES),
        ),
      );
    return new Set(rows.map((row) => row.courseId));
  };
}
