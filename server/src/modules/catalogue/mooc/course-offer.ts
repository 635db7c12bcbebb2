import { eq } from 'drizzle-orm';
import type { PriceOffer } from '@qiao/contracts/pay';
import type { Db } from '../../../platform/db/database';
import { courses } from '../tables';

/**
 * A course's price as the catalogue keeps it (decision 053): null for a free course. The table's
 * checks keep amount and currency together and the amount positive.
 */
export function priceOf(row: Pick<typeof courses.$inferSelect, 'priceMinor' | 'priceCurrency'>) {
  if (row.priceMinor === null || row.priceCurrency === null) return null;
  return { amountMinor: row.priceMinor, currency: row.priceCurrency } satisfies PriceOffer;
}

/**
 * The price a course is sold at now, for pay to freeze into an order; null when the course is free
 * or unknown. Pay checks the learner may see the course before it asks.
 */
export async function courseOffer(db: Pick<Db, 'select'>, courseId: string) {
  const [row] = await db
    .select({ priceMinor: courses.priceMinor, priceCurrency: courses.priceCurrency })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row ? priceOf(row) : null;
}
