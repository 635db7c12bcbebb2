import { formatMoney, rtlSafeMoney } from '@qiao/contracts/pay-money';
import type { Money } from '@qiao/contracts/pay';
import { useLanguage } from '../../../hooks/use-language';
import styles from '../pay.module.css';

/*
 * Values quoted inside translated lines: isolated, so an Arabic line neither reorders an order
 * number's parts nor moves an amount's currency to the wrong side.
 */

/** An order number (`Q20261126-000123`) always reads left to right. */
export function OrderNumber({ number }: { number: string }) {
  return (
    <bdi dir="ltr" className={styles.number}>
      {number}
    </bdi>
  );
}

/** An amount as the interface language writes it, with Latin digits and its symbol whole. */
export function Amount({ money, strong = false }: { money: Money; strong?: boolean }) {
  const { language, direction } = useLanguage();
  const text = formatMoney(money, language);
  return (
    <bdi className={strong ? styles.amount : undefined}>
      {direction === 'rtl' ? rtlSafeMoney(text) : text}
    </bdi>
  );
}
