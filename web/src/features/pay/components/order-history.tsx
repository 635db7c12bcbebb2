import { Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderWithHistory } from '@qiao/contracts/pay-calls';
import { useFormatDate } from '../../../hooks/use-format-date';
import { historyLine } from '../rules/history-line';
import { Amount } from './order-values';
import styles from '../pay.module.css';

/**
 * Every move of an order, oldest first, as the audit keeps it: its placing, then each move with
 * what happened, the state it reached, who or what moved it (the learner, the provider and its
 * event id, an admin, a job) and when.
 */
export function OrderHistory({ order }: { order: OrderWithHistory }) {
  const { t } = useTranslation('pay');
  const { dateTime } = useFormatDate();
  const placed = {
    key: 'placed',
    color: 'gray',
    content: (
      <div className={styles.historyLine}>
        <strong>{t('history.placed')}</strong>
        <time dateTime={order.createdAt} className={styles.when}>
          {dateTime(order.createdAt)}
        </time>
      </div>
    ),
  };
  const moves = order.history.map((move, index) => {
    const line = historyLine(move);
    return {
      key: `${move.at}-${index}`,
      color: move.to === 'paymentSuccess' ? 'green' : move.to === 'paymentFailed' ? 'red' : 'blue',
      content: (
        <div className={styles.historyLine} data-testid="order-history-line">
          <strong>{t(line.eventKey)}</strong>
          <span>{t('history.reached', { state: t(`state.${move.to}`) })}</span>
          <span className={styles.cause}>
            {t(line.causeKey)}
            {line.eventId && (
              <>
                {' · '}
                {t('history.eventId')}{' '}
                <bdi dir="ltr" className={styles.reference}>
                  {line.eventId}
                </bdi>
              </>
            )}
          </span>
          {line.refund && (
            <span>
              {t('history.refund')} <Amount money={{ ...order.amount, ...line.refund }} />
              {' · '}
              <bdi>{line.refund.reason}</bdi>
            </span>
          )}
          <time dateTime={move.at} className={styles.when}>
            {dateTime(move.at)}
          </time>
        </div>
      ),
    };
  });
  return <Timeline className={styles.history} items={[placed, ...moves]} />;
}
