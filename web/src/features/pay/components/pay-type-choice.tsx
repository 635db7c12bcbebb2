import type { ReactNode } from 'react';
import { Radio, Tag } from 'antd';
import { CreditCardOutlined, ExperimentOutlined, WechatOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PaymentType } from '@qiao/contracts/pay';
import styles from '../pay.module.css';

const ICONS: Record<PaymentType, ReactNode> = {
  sandbox: <ExperimentOutlined aria-hidden />,
  card: <CreditCardOutlined aria-hidden />,
  wallet: <WechatOutlined aria-hidden />,
};

/**
 * The payment types offered now, as cards to choose from: each with what it is and how it goes;
 * the sandbox is marked as a test, in which no money moves.
 */
export function PayTypeChoice({
  offered,
  value,
  onChange,
}: {
  offered: readonly PaymentType[];
  value: PaymentType | undefined;
  onChange: (type: PaymentType) => void;
}) {
  const { t } = useTranslation('pay');
  return (
    <Radio.Group
      className={styles.types}
      value={value}
      onChange={(event) => onChange(event.target.value as PaymentType)}
      aria-label={t('choose.label')}
    >
      {offered.map((type) => (
        <Radio key={type} value={type} className={styles.typeCard} data-testid={`pay-type-${type}`}>
          <span className={styles.typeIcon}>{ICONS[type]}</span>
          <span className={styles.typeText}>
            <span className={styles.typeName}>
              {t(`type.${type}.name`)}
              {type === 'sandbox' && <Tag color="orange">{t('type.sandbox.badge')}</Tag>}
            </span>
            <span className={styles.typeHint}>{t(`type.${type}.hint`)}</span>
          </span>
        </Radio>
      ))}
    </Radio.Group>
  );
}
