import { useState } from 'react';
import { Button, Descriptions, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { pickText } from '@qiao/contracts/catalogue';
import type { AdminOrderDetail } from '@qiao/contracts/pay-admin-calls';
import { receiptPath } from '@qiao/contracts/pay-calls';
import { useFormatDate } from '../../../hooks/use-format-date';
import { useLanguage } from '../../../hooks/use-language';
import { ORDERS_ADMIN_ROUTE } from '../../../session/menu-routes';
import { RequireLogin } from '../../../session/require-login';
import { MoneyText, OrderStateTag } from './order-bits';
import { OrderHistory } from './order-history';
import { RefundDialog } from './refund-dialog';
import { useAdminOrder } from './use-admin-orders';
import styles from './orders.module.css';

const WITH_RECEIPT = ['paymentSuccess', 'partialRefund', 'fullRefund'];

function OrderFacts({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const { dateTime } = useFormatDate();
  const { currency } = order.amount;
  const none = '—';
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={[
        { key: 'number', label: t('orders.columns.number'), children: <bdi>{order.number}</bdi> },
        {
          key: 'state',
          label: t('orders.columns.state'),
          children: <OrderStateTag state={order.state} />,
        },
        {
          key: 'learner',
          label: t('orders.columns.learner'),
          children: (
            <span className={styles.learner}>
              <bdi>{order.learner.name}</bdi>
              {order.learner.email && <bdi className={styles.muted}>{order.learner.email}</bdi>}
            </span>
          ),
        },
        {
          key: 'course',
          label: t('orders.columns.course'),
          children: <bdi>{pickText(order.courseTitle, language)}</bdi>,
        },
        {
          key: 'amount',
          label: t('orders.columns.amount'),
          children: <MoneyText money={order.amount} />,
        },
        {
          key: 'refunded',
          label: t('orders.refundedSoFar'),
          children: <MoneyText money={{ amountMinor: order.refundedMinor, currency }} />,
        },
        {
          key: 'refundable',
          label: t('orders.refundable'),
          children: <MoneyText money={{ amountMinor: order.refundableMinor, currency }} />,
        },
        {
          key: 'type',
          label: t('orders.paymentType'),
          children: order.paymentType ? t(`orders.type.${order.paymentType}`) : none,
        },
        {
          key: 'transaction',
          label: t('orders.transaction'),
          children: <bdi>{order.providerRef ?? none}</bdi>,
        },
        {
          key: 'created',
          label: t('orders.columns.created'),
          children: <bdi>{dateTime(order.createdAt)}</bdi>,
        },
        {
          key: 'paid',
          label: t('orders.paidAt'),
          children: order.paidAt ? <bdi>{dateTime(order.paidAt)}</bdi> : none,
        },
        {
          key: 'access',
          label: t('orders.access'),
          children: t(order.grantsAccess ? 'orders.accessOpen' : 'orders.accessClosed'),
        },
      ]}
    />
  );
}

function OrderDetail({ orderId }: { orderId: string }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const order = useAdminOrder(orderId);
  const [refunding, setRefunding] = useState(false);
  if (order.isPending) return <Skeleton active />;
  if (order.isError) {
    return (
      <Result
        status="warning"
        title={order.error.message || t('orders.loadFailed')}
        extra={<Button onClick={() => void order.refetch()}>{t('orders.retry')}</Button>}
      />
    );
  }
  const detail = order.data.order;
  return (
    <>
      <h1 className={styles.title}>{t('orders.detailTitle', { number: detail.number })}</h1>
      <OrderFacts order={detail} />
      <div className={styles.actions}>
        {detail.refundableMinor > 0 && (
          <Button danger type="primary" onClick={() => setRefunding(true)}>
            {t('orders.refund.open')}
          </Button>
        )}
        {WITH_RECEIPT.includes(detail.state) && (
          <Button href={`${receiptPath(detail.orderId)}?lang=${language}`} target="_blank">
            {t('orders.receipt')}
          </Button>
        )}
      </div>
      <section className={styles.section}>
        <h2>{t('orders.history')}</h2>
        <OrderHistory history={detail.history} currency={detail.amount.currency} />
      </section>
      <RefundDialog order={detail} open={refunding} onClose={() => setRefunding(false)} />
    </>
  );
}

/** `/pages/admin/order?orderId=…`: one order with its learner and history; refunds and receipt. */
export default function AdminOrderPage() {
  const { t } = useTranslation('admin');
  const [search] = useSearchParams();
  const orderId = search.get('orderId') ?? '';
  return (
    <RequireLogin role="admin">
      {() => (
        <div className={styles.page}>
          <Link className={styles.back} to={ORDERS_ADMIN_ROUTE}>
            {t('orders.backToList')}
          </Link>
          {orderId ? (
            <OrderDetail orderId={orderId} />
          ) : (
            <Result status="404" title={t('orders.notFound')} />
          )}
        </div>
      )}
    </RequireLogin>
  );
}
