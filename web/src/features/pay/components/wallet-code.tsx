import { useEffect } from 'react';
import { QRCode, Spin } from 'antd';
import { WechatOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { usePaymentOutcome } from '../api/use-order';
import { awaitsProvider } from '../rules/order-view';
import styles from '../pay.module.css';

/** The wallet's Native QR code, and the wait for its payment, asked every poll interval. */
export function WalletCode({
  orderId,
  payUrl,
  onOutcome,
}: {
  orderId: string;
  payUrl: string;
  onOutcome: () => void;
}) {
  const { t } = useTranslation('pay');
  const outcome = usePaymentOutcome(orderId);
  const state = outcome.data?.state;
  useEffect(() => {
    if (state && !awaitsProvider(state)) onOutcome();
  }, [state, onOutcome]);
  return (
    <div className={styles.wallet}>
      <div role="img" aria-label={t('confirm.qrLabel')} data-testid="wallet-qr">
        {/* Drawn as SVG: sharp at any zoom, and printable. */}
        <QRCode value={payUrl} size={220} type="svg" bordered />
      </div>
      <p className={styles.scan}>
        <WechatOutlined aria-hidden className={styles.wechat} /> {t('confirm.scan')}
      </p>
      <div className={styles.waiting} role="status">
        <Spin size="small" /> {t('confirm.waiting')}
      </div>
    </div>
  );
}
