import { Tabs } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickText } from '@qiao/contracts/catalogue';
import { ORDER_STATES, type OrderState } from '@qiao/contracts/pay';
import { PagedList } from '../../../components/paged-list/paged-list';
import { pageFrom, withPage } from '../../../components/pager/page-param';
import { useFormatDate } from '../../../hooks/use-format-date';
import { useLanguage } from '../../../hooks/use-language';
import { useMyOrders } from '../api/use-order';
import { payPageLink } from '../pay-routes';
import { OrderStateTag } from './order-state-tag';
import { Amount, OrderNumber } from './order-values';
import styles from '../pay.module.css';

type Tab = OrderState | 'all';
const TABS: readonly Tab[] = ['all', ...ORDER_STATES];

/**
 * The learner's orders a page at a time, by state in tabs (the tab and the page are kept in the
 * address), each opening its detail.
 */
export function MyOrders() {
  const { t } = useTranslation('pay');
  const { language } = useLanguage();
  const { date } = useFormatDate();
  const [params, setParams] = useSearchParams();
  const asked = params.get('state');
  const tab: Tab = TABS.find((candidate) => candidate === asked) ?? 'all';
  const page = pageFrom(params);
  const orders = useMyOrders(tab, page);
  const choose = (next: Tab, nextPage = 1) => {
    const kept = withPage(params, nextPage);
    if (next === 'all') kept.delete('state');
    else kept.set('state', next);
    setParams(kept);
  };
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(key) => choose(key as Tab)}
        items={TABS.map((key) => ({
          key,
          label: key === 'all' ? t('mine.all') : t(`state.${key}`),
        }))}
      />
      <PagedList
        query={orders}
        page={page}
        onPage={(next) => choose(tab, next)}
        empty={{ text: t('mine.empty') }}
      >
        {(list) => (
          <ul className={styles.orderList} aria-label={t('mine.label')}>
            {list.map((order) => (
              <li key={order.orderId} data-testid="my-order">
                <Link
                  className={styles.orderRow}
                  to={payPageLink('orderDetail', { orderId: order.orderId })}
                >
                  <span className={styles.orderMain}>
                    <span className={styles.orderCourse} dir="auto">
                      {pickText(order.courseTitle, language)}
                    </span>
                    <span className={styles.orderMeta}>
                      <OrderNumber number={order.number} />
                      <time dateTime={order.createdAt}>{date(order.createdAt)}</time>
                    </span>
                  </span>
                  <span className={styles.orderSide}>
                    <Amount money={order.amount} strong />
                    <OrderStateTag state={order.state} />
                  </span>
                  <RightOutlined className={styles.chevron} aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}
