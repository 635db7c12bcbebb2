import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '@qiao/contracts/pay-calls';
import { useLanguage } from '../../../hooks/use-language';
import { orderActions } from '../rules/order-view';
import { payPageLink, receiptHref } from '../pay-routes';
import { CancelOrderButton } from './cancel-order-button';
import styles from '../pay.module.css';

/** What the learner may do with an order now: pay it, cancel it, download its receipt. */
export function OrderActions({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('pay');
  const { language } = useLanguage();
  const may = orderActions(order);
  if (!may.pay && !may.cancel && !may.receipt) return null;
  return (
    <div className={styles.actions}>
      {may.pay && (
        <Link to={payPageLink('chooseType', { orderId: order.orderId })}>
          <Button type="primary">
            {order.state === 'paymentFailed' ? t('action.payAgain') : t('action.pay')}
          </Button>
        </Link>
      )}
      {may.cancel && <CancelOrderButton orderId={order.orderId} />}
      {may.receipt && (
        <Button icon={<DownloadOutlined />} href={receiptHref(order.orderId, language)} download>
          {t('action.receipt')}
        </Button>
      )}
    </div>
  );
}
