import { useEffect, useRef, useState } from 'react';
import { Button, Card, Result, Skeleton } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PaymentType } from '@qiao/contracts/pay';
import { useOrderForPayment } from '../api/use-order';
import { usePlaceOrder, useStartPaying } from '../api/use-order-moves';
import { CancelOrderButton } from '../components/cancel-order-button';
import { OrderFacts } from '../components/order-facts';
import { PayFrame } from '../components/pay-frame';
import { PayTypeChoice } from '../components/pay-type-choice';
import { QueryFailure } from '../components/query-failure';
import { orderActions } from '../rules/order-view';
import { payPageLink, MY_ORDER_ROUTE } from '../pay-routes';
import styles from '../pay.module.css';

/**
 * `/pages/pay/submit_pay_type`: from a course's "buy" (`courseId`) it places the order, or answers
 * the one still open of it; from an order (`orderId`) it goes on paying it. The learner chooses
 * one of the payment types offered now and is taken to pay.
 */
export default function PayTypePage() {
  const { t } = useTranslation('pay');
  return <PayFrame title={t('choose.title')}>{() => <ChooseType />}</PayFrame>;
}

function ChooseType() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const courseId = params.get('courseId');
  if (orderId) return <ChooseTypeOfOrder orderId={orderId} />;
  if (courseId) return <PlaceOrder courseId={courseId} />;
  return <NothingToPay />;
}

/** Places the order once, then goes on at its address, so a reload does not place it again. */
function PlaceOrder({ courseId }: { courseId: string }) {
  const { t } = useTranslation('pay');
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const placed = useRef(false);
  useEffect(() => {
    if (placed.current) return;
    placed.current = true;
    place.mutate(courseId, {
      onSuccess: ({ order }) =>
        void navigate(payPageLink('chooseType', { orderId: order.orderId }), { replace: true }),
    });
  }, [courseId, navigate, place]);
  if (place.isError) {
    return (
      <Result
        status="warning"
        title={place.error.message || t('page.loadFailed')}
        extra={
          <Link to={MY_ORDER_ROUTE}>
            <Button>{t('action.myOrders')}</Button>
          </Link>
        }
      />
    );
  }
  return (
    <Card>
      <Skeleton active />
    </Card>
  );
}

function NothingToPay() {
  const { t } = useTranslation('pay');
  return (
    <Result
      status="info"
      title={t('choose.nothing')}
      extra={
        <Link to={MY_ORDER_ROUTE}>
          <Button>{t('action.myOrders')}</Button>
        </Link>
      }
    />
  );
}

function ChooseTypeOfOrder({ orderId }: { orderId: string }) {
  const { t } = useTranslation('pay');
  const navigate = useNavigate();
  const detail = useOrderForPayment(orderId);
  const startPaying = useStartPaying();
  const [chosen, setChosen] = useState<PaymentType>();
  const order = detail.data?.order;
  const payable = order ? orderActions(order).pay : true;
  useEffect(() => {
    // Paid, processing, cancelled or refunded: the complete page says what became of it.
    if (!payable) void navigate(payPageLink('complete', { orderId }), { replace: true });
  }, [payable, navigate, orderId]);

  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <QueryFailure error={detail.error} onRetry={() => detail.refetch()} />;
  const { paymentTypes } = detail.data;
  const current = detail.data.order;
  const type =
    chosen ??
    (current.paymentType && paymentTypes.includes(current.paymentType)
      ? current.paymentType
      : paymentTypes[0]);
  const pay = () => {
    if (!type) return;
    startPaying.mutate(
      { orderId, paymentType: type },
      {
        onSuccess: ({ payUrl }) =>
          void navigate(payPageLink('confirm', { orderId }), {
            state: { payUrl, paymentType: type, autoRedirect: true },
          }),
      },
    );
  };
  return (
    <div className={styles.stack}>
      <Card>
        <OrderFacts order={current} />
      </Card>
      <Card title={<h2 className={styles.cardTitle}>{t('choose.heading')}</h2>}>
        {current.state === 'paymentFailed' && (
          <p className={styles.notice}>{t('choose.failedBefore')}</p>
        )}
        {paymentTypes.length === 0 ? (
          <Result status="warning" title={t('choose.noneOffered')} />
        ) : (
          <PayTypeChoice offered={paymentTypes} value={type} onChange={setChosen} />
        )}
        <div className={styles.actions}>
          <Button
            type="primary"
            size="large"
            disabled={!type}
            loading={startPaying.isPending}
            onClick={pay}
            data-testid="pay-button"
          >
            {t('choose.pay')}
          </Button>
          <CancelOrderButton
            orderId={orderId}
            onCancelled={() => void navigate(payPageLink('complete', { orderId }))}
          />
        </div>
      </Card>
    </div>
  );
}
