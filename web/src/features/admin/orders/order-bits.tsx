import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Money, OrderState } from '@qiao/contracts/pay';
import { formatMoney, rtlSafeMoney } from '@qiao/contracts/pay-money';
import { useLanguage } from '../../../hooks/use-language';

const STATE_COLOURS: Record<OrderState, string> = {
  toPay: 'gold',
  processing: 'blue',
  paymentSuccess: 'green',
  paymentFailed: 'red',
  paymentCancelled: 'default',
  partialRefund: 'purple',
  fullRefund: 'magenta',
};

/** An order's state as a coloured tag in the admin's language. */
export function OrderStateTag({ state }: { state: OrderState }) {
  const { t } = useTranslation('admin');
  return <Tag color={STATE_COLOURS[state]}>{t(`orders.state.${state}`)}</Tag>;
}

/** An amount written as the admin's language writes money (Latin digits, a Latin symbol whole). */
export function MoneyText({ money }: { money: Money }) {
  const { language, direction } = useLanguage();
  const text = formatMoney(money, language);
  return <bdi>{direction === 'rtl' ? rtlSafeMoney(text) : text}</bdi>;
}
