import { useEffect } from 'react';
import { Button, Card, Skeleton, Spin } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PaymentType } from '@qiao/contracts/pay';
import type { OrderSummary } from '@qiao/contracts/pay-calls';
import { useOrderForPayment, usePayAddress } from '../api/use-order';
import { CancelOrderButton } from '../components/cancel-order-button';
import { OrderFacts } from '../components/order-facts';
import { PayFrame } from '../components/pay-frame';
import { QueryFailure } from '../components/query-failure';
import { WalletCode } from '../components/wallet-code';
import { payPageLink } from '../pay-routes';
import styles from '../pay.module.css';

/** How long the learner sees where they are going before the provider's page opens by itself. */
const REDIRECT_DELAY_MS = 2_500;

interface ArrivedWith {
  payUrl?: string;
  paymentType?: PaymentType;
  autoRedirect?: boolean;
}

/**
 * `/pages/pay/submit_confirm`: pays the order with the chosen type. A WeChat-type wallet shows
 * its QR code and waits for the payment (asking `ispay`); a card or the sandbox goes to the
 * provider's page, by itself a moment after the choice and by a button at any time.
 */
export default function PayConfirmPage() {
  const { t } = useTranslation('pay');
  return <PayFrame title={t('confirm.title')}>{() => <Confirm />}</PayFrame>;
}

function Confirm() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const navigate = useNavigate();
  const detail = useOrderForPayment(orderId);
  const order = detail.data?.order;
  const gone = order !== undefined && order.state !== 'toPay';
  useEffect(() => {
    // Paid, processing, failed or closed meanwhile: the complete page says which.
    if (gone) void navigate(payPageLink('complete', { orderId }), { replace: true });
  }, [gone, navigate, orderId]);
  if (detail.isPending || gone) return <Skeleton active />;
  if (detail.isError) return <QueryFailure error={detail.error} onRetry={() => detail.refetch()} />;
  return <ConfirmOrder order={detail.data.order} />;
}

function ConfirmOrder({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('pay');
  const navigate = useNavigate();
  const location = useLocation();
  const arrived = (location.state ?? {}) as ArrivedWith;
  const type = arrived.paymentType ?? order.paymentType;
  const fromChoice = arrived.paymentType === order.paymentType ? arrived.payUrl : undefined;
  const address = usePayAddress(order, fromChoice);
  const payUrl = fromChoice ?? address.data?.payUrl;
  const toComplete = () => void navigate(payPageLink('complete', { orderId: order.orderId }));

  if (!type) {
    // Never chosen how to pay: back to the choice.
    return (
      <Card>
        <OrderFacts order={order}>
          <ChangeType orderId={order.orderId} primary />
        </OrderFacts>
      </Card>
    );
  }
  return (
    <div className={styles.stack}>
      <Card>
        <OrderFacts order={order} />
      </Card>
      <Card title={<h2 className={styles.cardTitle}>{t(`type.${type}.name`)}</h2>}>
        {address.isError ? (
          <QueryFailure error={address.error} onRetry={() => address.refetch()} />
        ) : !payUrl ? (
          <Skeleton active />
        ) : type === 'wallet' ? (
          <WalletCode orderId={order.orderId} payUrl={payUrl} onOutcome={toComplete} />
        ) : (
          <ProviderPage
            type={type}
            payUrl={payUrl}
            autoRedirect={arrived.autoRedirect === true && fromChoice !== undefined}
          />
        )}
        <div className={styles.actions}>
          <ChangeType orderId={order.orderId} />
          <CancelOrderButton orderId={order.orderId} onCancelled={toComplete} />
        </div>
      </Card>
    </div>
  );
}

function ChangeType({ orderId, primary = false }: { orderId: string; primary?: boolean }) {
  const { t } = useTranslation('pay');
  return (
    <Link to={payPageLink('chooseType', { orderId })}>
      <Button type={primary ? 'primary' : 'default'}>{t('confirm.changeType')}</Button>
    </Link>
  );
}

/**
 * A card's or the sandbox's page at the provider. Opened by itself only right after the choice:
 * coming back to this page (Back from the provider) does not send the learner there again.
 */
function ProviderPage({
  type,
  payUrl,
  autoRedirect,
}: {
  type: Exclude<PaymentType, 'wallet'>;
  payUrl: string;
  autoRedirect: boolean;
}) {
  const { t } = useTranslation('pay');
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (!autoRedirect) return;
    const timer = window.setTimeout(() => {
      void navigate(location, { replace: true, state: { payUrl, paymentType: type } });
      window.location.assign(payUrl);
    }, REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [autoRedirect, payUrl, type, navigate, location]);
  return (
    <div className={styles.redirect}>
      <p>{t(`confirm.goHint.${type}`)}</p>
      {autoRedirect && (
        <div className={styles.waiting} role="status">
          <Spin size="small" /> {t('confirm.redirecting')}
        </div>
      )}
      <Button
        type="primary"
        size="large"
        href={payUrl}
        icon={<ExportOutlined className="qiao-mirror" />}
        data-testid="go-to-payment"
      >
        {t('confirm.goToPayment')}
      </Button>
    </div>
  );
}
