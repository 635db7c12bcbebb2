import { useTranslation } from 'react-i18next';
import type { Currency, OrderTransition } from '@qiao/contracts/pay';
import { useFormatDate } from '../../../hooks/use-format-date';
import { MoneyText, OrderStateTag } from './order-bits';
import styles from './orders.module.css';

/** Who or what made a move, as the admins' page names it. */
function causeKey(cause: OrderTransition['event']['cause']) {
  return `orders.cause.${cause.kind === 'job' ? cause.job : cause.kind}` as const;
}

/**
 * An order's history, oldest first: each move with its states, what happened, who made it
 * happen, and for a refund its amount, reason and the provider's reference.
 */
export function OrderHistory({
  history,
  currency,
}: {
  history: OrderTransition[];
  currency: Currency;
}) {
  const { t } = useTranslation('admin');
  const { dateTime } = useFormatDate();
  if (history.length === 0) return <p className={styles.muted}>{t('orders.noHistory')}</p>;
  return (
    <ol className={styles.history}>
      {history.map((move) => {
        const { event } = move;
        return (
          <li key={`${move.at}-${move.to}-${event.type}`} className={styles.move}>
            <div className={styles.moveHead}>
              <bdi>{dateTime(move.at)}</bdi>
              <OrderStateTag state={move.from} />
              <span className={styles.muted}>{t('orders.to')}</span>
              <OrderStateTag state={move.to} />
            </div>
            <div>
              {t(`orders.event.${event.type}`)} · {t(causeKey(event.cause))}
              {event.cause.kind === 'provider' && (
                <>
                  {' '}
                  <bdi className={styles.muted}>{event.cause.eventId}</bdi>
                </>
              )}
            </div>
            {(event.type === 'refundedPartly' || event.type === 'refundedFully') && (
              <div>
                {t('orders.refunded')}{' '}
                <MoneyText money={{ amountMinor: event.amountMinor, currency }} /> ·{' '}
                {t('orders.reasonIs')} <bdi dir="auto">{event.reason}</bdi>
                {event.providerRefundRef && (
                  <>
                    {' '}
                    · {t('orders.providerRefundRef')} <bdi>{event.providerRefundRef}</bdi>
                  </>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
