import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderState } from '@qiao/contracts/pay';
import { STATE_COLORS } from '../rules/order-view';

export function OrderStateTag({ state }: { state: OrderState }) {
  const { t } = useTranslation('pay');
  return (
    <Tag color={STATE_COLORS[state]} data-testid="order-state">
      {t(`state.${state}`)}
    </Tag>
  );
}
