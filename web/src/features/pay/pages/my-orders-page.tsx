import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { MyOrders } from '../components/my-orders';
import { PayFrame } from '../components/pay-frame';
import styles from '../pay.module.css';

/** `/pages/personal/my_order`: the learner's orders by state, each opening its detail. */
export default function MyOrdersPage() {
  const { t } = useTranslation('pay');
  return (
    <PayFrame title={t('mine.title')}>
      {() => (
        <>
          <p className={styles.intro}>{t('mine.intro')}</p>
          <Card>
            <MyOrders />
          </Card>
        </>
      )}
    </PayFrame>
  );
}
