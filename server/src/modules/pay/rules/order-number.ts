/**
 * The number people read and quote for an order: `Q`, the day it was placed (UTC) and the
 * order's place in the count of all orders, `Q20261126-000123`. Unique because the count is.
 */
export function formatOrderNumber(placedAt: Date, seq: number): string {
  const day = placedAt.toISOString().slice(0, 10).replaceAll('-', '');
  return `Q${day}-${String(seq).padStart(6, '0')}`;
}
