import type { OrderTransition } from '@qiao/contracts/pay';

/**
 * One line of an order's history as translation keys and their values: what happened (the event)
 * and who or what made it happen (the cause), so the wording is chosen in one tested place.
 */
export interface HistoryLine {
  /** `history.event.<type>` in the `pay` namespace. */
  eventKey: `history.event.${OrderTransition['event']['type']}`;
  /** `history.cause.<who>` in the `pay` namespace. */
  causeKey: `history.cause.${'user' | 'admin' | 'provider' | 'expiry' | 'reconciliation'}`;
  /** The provider's event id, quoted as it is. */
  eventId?: string;
  /** A refund: its amount (in the order's currency) and the admin's reason. */
  refund?: { amountMinor: number; reason: string };
}

export function historyLine({ event }: OrderTransition): HistoryLine {
  const { cause } = event;
  const line: HistoryLine = {
    eventKey: `history.event.${event.type}`,
    causeKey: `history.cause.${cause.kind === 'job' ? cause.job : cause.kind}`,
  };
  if (cause.kind === 'provider') line.eventId = cause.eventId;
  if (event.type === 'refundedPartly' || event.type === 'refundedFully') {
    line.refund = { amountMinor: event.amountMinor, reason: event.reason };
  }
  return line;
}
