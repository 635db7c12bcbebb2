import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeLeft } from '../rules/time-left';

/** The time left to pay an order, ticking each second; "expired" once none is left. */
export function ExpiryCountdown({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation('pay');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = timeLeft(expiresAt, now);
  if (!left) return <span>{t('order.expired')}</span>;
  return (
    <span role="timer" aria-live="off">
      <bdi dir="ltr">{left}</bdi>
    </span>
  );
}
