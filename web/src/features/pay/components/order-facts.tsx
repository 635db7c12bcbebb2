import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText } from '@qiao/contracts/catalogue';
import type { OrderSummary } from '@qiao/contracts/pay-calls';
import { useLanguage } from '../../../hooks/use-language';
import { ExpiryCountdown } from './expiry-countdown';
import { Amount, OrderNumber } from './order-values';
import styles from '../pay.module.css';

/**
 * The head of the payment pages: what is bought, for how much, under which number, and while it
 * waits for payment how long is left before it is cancelled by itself.
 */
export function OrderFacts({ order, children }: { order: OrderSummary; children?: ReactNode }) {
  const { t } = useTranslation('pay');
  const { language } = useLanguage();
  return (
    <section className={styles.facts} aria-label={t('order.label')}>
      <h2 className={styles.courseTitle} dir="auto">
        {pickText(order.courseTitle, language)}
      </h2>
      <p className={styles.bigAmount}>
        <Amount money={order.amount} strong />
      </p>
      <dl className={styles.factList}>
        <div className={styles.fact}>
          <dt>{t('order.number')}</dt>
          <dd>
            <OrderNumber number={order.number} />
          </dd>
        </div>
        {order.state === 'toPay' && order.expiresAt && (
          <div className={styles.fact}>
            <dt>{t('order.timeLeft')}</dt>
            <dd>
              <ExpiryCountdown expiresAt={order.expiresAt} />
            </dd>
          </div>
        )}
      </dl>
      {children}
    </section>
  );
}
