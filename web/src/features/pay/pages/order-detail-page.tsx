import { Card, Descriptions, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickText } from '@qiao/contracts/catalogue';
import { contentPageRoute } from '@qiao/contracts/catalogue-pages';
import type { OrderWithHistory } from '@qiao/contracts/pay-calls';
import { useFormatDate } from '../../../hooks/use-format-date';
import { useLanguage } from '../../../hooks/use-language';
import { useOrderDetail } from '../api/use-order';
import { ExpiryCountdown } from '../components/expiry-countdown';
import { OrderActions } from '../components/order-actions';
import { OrderHistory } from '../components/order-history';
import { OrderStateTag } from '../components/order-state-tag';
import { Amount, OrderNumber } from '../components/order-values';
import { PayFrame } from '../components/pay-frame';
import { QueryFailure } from '../components/query-failure';
import { completedAt } from '../rules/order-view';
import { MY_ORDER_ROUTE } from '../pay-routes';
import styles from '../pay.module.css';

/**
 * `/pages/pay/order_detail`: every field of an order (spec §3: state, number, amount, payment
 * method, transaction number, created, paid and completed times), its history, and what the
 * learner may do with it.
 */
export default function OrderDetailPage() {
  const { t } = useTranslation('pay');
  return <PayFrame title={t('detail.title')}>{() => <Detail />}</PayFrame>;
}

function Detail() {
  const { t } = useTranslation('pay');
  const [params] = useSearchParams();
  const detail = useOrderDetail(params.get('orderId') ?? '');
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <QueryFailure error={detail.error} onRetry={() => detail.refetch()} />;
  const { order } = detail.data;
  return (
    <div className={styles.stack}>
      <p className={styles.back}>
        <Link to={MY_ORDER_ROUTE}>{t('action.myOrders')}</Link>
      </p>
      <Card>
        <OrderFields order={order} />
        <OrderActions order={order} />
      </Card>
      <Card title={<h2 className={styles.cardTitle}>{t('history.title')}</h2>}>
        <OrderHistory order={order} />
      </Card>
    </div>
  );
}

function OrderFields({ order }: { order: OrderWithHistory }) {
  const { t } = useTranslation('pay');
  const { language } = useLanguage();
  const { dateTime } = useFormatDate();
  const none = <span className={styles.none}>{t('detail.none')}</span>;
  const when = (value: string | null) =>
    value ? <time dateTime={value}>{dateTime(value)}</time> : none;
  const completed = completedAt(order);
  return (
    <Descriptions
      column={{ xs: 1, sm: 1, md: 2 }}
      size="small"
      className={styles.fields}
      items={[
        {
          key: 'course',
          label: t('detail.course'),
          span: 'filled',
          children: (
            <Link to={contentPageRoute({ kind: 'course', id: order.courseId })} dir="auto">
              {pickText(order.courseTitle, language)}
            </Link>
          ),
        },
        { key: 'state', label: t('detail.state'), children: <OrderStateTag state={order.state} /> },
        {
          key: 'number',
          label: t('order.number'),
          children: <OrderNumber number={order.number} />,
        },
        {
          key: 'amount',
          label: t('detail.amount'),
          children: <Amount money={order.amount} strong />,
        },
        {
          key: 'method',
          label: t('detail.method'),
          children: order.paymentType ? t(`type.${order.paymentType}.name`) : none,
        },
        {
          key: 'transaction',
          label: t('detail.transaction'),
          children: order.providerRef ? (
            <bdi dir="ltr" className={styles.reference}>
              {order.providerRef}
            </bdi>
          ) : (
            none
          ),
        },
        { key: 'created', label: t('detail.createdAt'), children: when(order.createdAt) },
        { key: 'paid', label: t('detail.paidAt'), children: when(order.paidAt) },
        { key: 'completed', label: t('detail.completedAt'), children: when(completed) },
        ...(order.state === 'toPay' && order.expiresAt
          ? [
              {
                key: 'left',
                label: t('order.timeLeft'),
                children: <ExpiryCountdown expiresAt={order.expiresAt} />,
              },
            ]
          : []),
      ]}
    />
  );
}
