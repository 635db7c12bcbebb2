import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CURRENCIES, ORDER_STATES, PAYMENT_TYPES, type OrderEvent } from '@qiao/contracts/pay';
import { instant, writtenAt } from '../../platform/db/columns';
import { courses } from '../catalogue/tables';
import { learnerId } from '../users/owner-column';

/**
 * Paid courses (decision 053). A course's price is the catalogue's (`courses.price_minor`, read
 * through `courseOffer`); an order freezes the price it was placed at; every move of its state is
 * a row of `order_transitions` with its cause, written in the transaction that moves it. Provider
 * events are kept by their own id, so a replayed callback is recognised before it reaches an
 * order.
 */

/** Counts orders for the number people read (`Q20261126-000123`). */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1 });

/** States in which an order is still the learner's way to the course (one at a time). */
export const OPEN_ORDER_STATES = ['toPay', 'processing', 'paymentFailed'] as const;

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    userId: learnerId(),
    // An order is a record of money: the course cannot be deleted from under it.
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    /** The price when it was placed; a later change of price changes no order. */
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    state: text('state', { enum: ORDER_STATES }).notNull().default('toPay'),
    /** Chosen when paying starts (`topay`). */
    paymentType: text('payment_type', { enum: PAYMENT_TYPES }),
    /** The provider's reference of the payment (the spec's "transaction number"). */
    providerRef: text('provider_ref'),
    paidAt: instant('paid_at'),
    /** When the expiry job cancels it unpaid; null once it is processing, paid or closed. */
    expiresAt: instant('expires_at'),
    ...writtenAt(),
  },
  (table) => [
    // Double clicks on "buy" make one order: one open order per learner and course.
    uniqueIndex('orders_open_idx')
      .on(table.userId, table.courseId)
      .where(sql`${table.state} in ('toPay', 'processing', 'paymentFailed')`),
    index('orders_user_idx').on(table.userId, table.createdAt),
    index('orders_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.expiresAt} is not null`),
    uniqueIndex('orders_provider_ref_idx').on(table.paymentType, table.providerRef),
    check('orders_amount_positive', sql`${table.amountMinor} > 0`),
  ],
);

export const orderTransitions = pgTable(
  'order_transitions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromState: text('from_state', { enum: ORDER_STATES }).notNull(),
    toState: text('to_state', { enum: ORDER_STATES }).notNull(),
    /** The event with its cause (user, provider event id, admin, job). */
    event: jsonb('event').$type<OrderEvent>().notNull(),
    at: instant('at').notNull().defaultNow(),
  },
  (table) => [index('order_transitions_order_idx').on(table.orderId, table.id)],
);

/** Every verified provider event once: the same event id again changes nothing. */
export const payProviderEvents = pgTable(
  'pay_provider_events',
  {
    provider: text('provider', { enum: PAYMENT_TYPES }).notNull(),
    eventId: text('event_id').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** What the event did: moved the order, or nothing (the state refused it). */
    outcome: text('outcome', { enum: ['moved', 'unchanged'] }).notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);
