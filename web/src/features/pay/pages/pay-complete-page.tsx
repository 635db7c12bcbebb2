import { useEffect } from 'react';
import { Button, Card, Result, Skeleton, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickText } from '@qiao/contracts/catalogue';
import { contentPageRoute } from '@qiao/contracts/catalogue-pages';
import type { OrderWithHistory } from '@qiao/contracts/pay-calls';
import { useLanguage } from '../../../hooks/use-language';
import { useOrderDetail, usePaymentOutcome } from '../api/use-order';
import { CancelOrderButton } from '../components/cancel-order-button';
import { Amount, OrderNumber } from '../components/order-values';
import { PayFrame } from '../components/pay-frame';
import { QueryFailure } from '../components/query-failure';
import { completeView, expiredUnpaid } from '../rules/order-view';
import { payKeys } from '../pay-keys';
import { payPageLink } from '../pay-routes';
import styles from '../pay.module.css';

/**
 * `/pages/pay/complete`: where the provider sends the learner back. While the provider has not
 * said how the payment ended the page asks `ispay`; then it shows the outcome: paid (open the
 * course), failed (try again with the same order, or cancel), cancelled or expired (buy again),
 * refunded.
 */
export default function PayCompletePage() {
  const { t } = useTranslation('pay');
  return <PayFrame title={t('complete.title')}>{() => <Complete />}</PayFrame>;
}

function Complete() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const client = useQueryClient();
  const outcome = usePaymentOutcome(orderId);
  const detail = useOrderDetail(orderId);
  const polled = outcome.data?.state;
  const known = detail.data?.order.state;
  useEffect(() => {
    // The payment moved on: the order with its history follows.
    if (polled && known && polled !== known) {
      void client.invalidateQueries({ queryKey: payKeys.detail(orderId) });
    }
  }, [polled, known, client, orderId]);
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <QueryFailure error={detail.error} onRetry={() => detail.refetch()} />;
  const order = { ...detail.data.order, state: polled ?? detail.data.order.state };
  return (
    <Card>
      <Outcome order={order} />
    </Card>
  );
}

function Outcome({ order }: { order: OrderWithHistory }) {
  const { t } = useTranslation('pay');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const view = completeView(order.state);
  const at = { orderId: order.orderId };
  const title = pickText(order.courseTitle, language);
  const summary = (
    <span className={styles.outcomeSummary}>
      <bdi dir="auto">{title}</bdi>
      <span className={styles.outcomeValues}>
        <Amount money={order.amount} />
        <OrderNumber number={order.number} />
      </span>
    </span>
  );
  const viewOrder = (
    <Link to={payPageLink('orderDetail', at)} key="order">
      <Button>{t('action.viewOrder')}</Button>
    </Link>
  );
  switch (view) {
    case 'waiting':
      return (
        <div className={styles.processing} role="status" data-testid="pay-outcome-waiting">
          <Spin size="large" />
          <h2 className={styles.outcomeTitle}>{t('complete.waiting')}</h2>
          <p>{t('complete.waitingHint')}</p>
          {summary}
          {order.state === 'toPay' && (
            <Link to={payPageLink('chooseType', at)}>
              <Button>{t('complete.continuePaying')}</Button>
            </Link>
          )}
        </div>
      );
    case 'success':
      return (
        <Result
          status="success"
          title={t('complete.success')}
          subTitle={summary}
          data-testid="pay-outcome-success"
          extra={[
            <Link to={contentPageRoute({ kind: 'course', id: order.courseId })} key="course">
              <Button type="primary">{t('action.openCourse')}</Button>
            </Link>,
            viewOrder,
          ]}
        />
      );
    case 'failure':
      return (
        <Result
          status="error"
          title={t('complete.failure')}
          subTitle={
            <>
              <p className={styles.reason}>{t('reason.paymentFailed')}</p>
              {summary}
            </>
          }
          data-testid="pay-outcome-failure"
          extra={[
            <Link to={payPageLink('chooseType', at)} key="retry">
              <Button type="primary">{t('action.tryAgain')}</Button>
            </Link>,
            <CancelOrderButton key="cancel" orderId={order.orderId} />,
            viewOrder,
          ]}
        />
      );
    case 'closed':
      return (
        <Result
          status="info"
          title={expiredUnpaid(order.history) ? t('complete.expired') : t('complete.cancelled')}
          subTitle={summary}
          data-testid="pay-outcome-closed"
          extra={[
            <Button
              type="primary"
              key="again"
              onClick={() => void navigate(payPageLink('chooseType', { courseId: order.courseId }))}
            >
              {t('action.buyAgain')}
            </Button>,
            viewOrder,
          ]}
        />
      );
    case 'refunded':
      return (
        <Result
          status="info"
          title={t(`state.${order.state}`)}
          subTitle={summary}
          extra={[viewOrder]}
        />
      );
  }
}
