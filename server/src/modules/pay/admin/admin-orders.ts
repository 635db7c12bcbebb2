import { and, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { OrderState } from '@qiao/contracts/pay';
import type {
  AdminOrderDetail,
  AdminOrderSummary,
  OrderLearner,
} from '@qiao/contracts/pay-admin-calls';
import { refundableMinor } from '@qiao/contracts/pay-rules';
import type { PageRequest } from '@qiao/contracts/pagination';
import type { Db } from '../../../platform/db/database';
import { onePage } from '../../../platform/db/paging';
import { AppError } from '../../../platform/http/app-error';
import { isRowId } from '../../catalogue';
import { users } from '../../users';
import type { OrderRow } from '../order-moves';
import { presentOrders, presentWithHistory } from '../presenter';
import { orders } from '../tables';
import { refundTallies, refundTally, type RefundTally } from './refund-ledger';

type Reader = Pick<Db, 'select'>;

/** The admins' reading of orders: every learner's, found and filtered, and one with its history. */

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

async function learnersOf(db: Reader, userIds: string[]): Promise<Map<string, OrderLearner>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      userName: users.userName,
      loginName: users.loginName,
      email: users.email,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(
    rows.map((row) => [
      row.id,
      { userId: row.id, name: row.userName || row.loginName, email: row.email },
    ]),
  );
}

const figures = (row: OrderRow, tally: RefundTally | undefined) => {
  const refundedMinor = tally?.refundedMinor ?? 0;
  return {
    refundedMinor,
    refundableMinor:
      row.state === 'paymentSuccess' || row.state === 'partialRefund'
        ? refundableMinor({ paidMinor: row.amountMinor, refundedMinor })
        : 0,
  };
};

export async function presentAdminOrders(
  db: Reader,
  rows: OrderRow[],
): Promise<AdminOrderSummary[]> {
  const ids = rows.map((row) => row.id);
  const [summaries, learners, tallies] = await Promise.all([
    presentOrders(db, rows),
    learnersOf(
      db,
      rows.map((row) => row.userId),
    ),
    refundTallies(db, ids),
  ]);
  return summaries.map((summary, index) => ({
    ...summary,
    learner: learners.get(rows[index]!.userId)!,
    ...figures(rows[index]!, tallies.get(summary.orderId)),
  }));
}

export async function presentAdminOrder(db: Reader, row: OrderRow): Promise<AdminOrderDetail> {
  const [order, learners, tally] = await Promise.all([
    presentWithHistory(db, row),
    learnersOf(db, [row.userId]),
    refundTally(db, row.id),
  ]);
  return { ...order, learner: learners.get(row.userId)!, ...figures(row, tally) };
}

/**
 * Every learner's orders, newest first; a search finds any part of an order number, or of the
 * learner's email, real name or login name.
 */
export async function allOrders(
  db: Db,
  input: PageRequest & { search?: string; state?: OrderState },
) {
  const search = input.search?.trim();
  const like = search ? containing(search) : '';
  const where = and(
    input.state ? eq(orders.state, input.state) : undefined,
    search
      ? or(
          ilike(orders.number, like),
          ilike(users.email, like),
          ilike(users.userName, like),
          ilike(users.loginName, like),
        )
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    onePage(
      db
        .select({ order: orders })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.number)),
      input,
    ),
    db
      .select({ total: count() })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where),
  ]);
  return {
    list: await presentAdminOrders(
      db,
      rows.map((row) => row.order),
    ),
    total: counted?.total ?? 0,
  };
}

/** Any order by its id, for the admins' pages (an unknown id is "not found"). */
export async function anyOrder(db: Reader, orderId: string): Promise<OrderRow> {
  if (!isRowId(orderId)) throw new AppError('payOrderNotFound');
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new AppError('payOrderNotFound');
  return order;
}

export async function adminOrderOf(db: Db, orderId: string) {
  return { order: await presentAdminOrder(db, await anyOrder(db, orderId)) };
}
