import { useState } from 'react';
import { Select, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORDER_STATES, type OrderState } from '@qiao/contracts/pay';
import type { AdminOrderSummary } from '@qiao/contracts/pay-admin-calls';
import { MAX_ORDER_SEARCH } from '@qiao/contracts/pay-admin-calls';
import { pickText } from '@qiao/contracts/catalogue';
import { SearchField } from '../../../components/search-field/search-field';
import { useTablePager } from '../../../components/pager/use-table-pager';
import { useFormatDate } from '../../../hooks/use-format-date';
import { useLanguage } from '../../../hooks/use-language';
import { RequireLogin } from '../../../session/require-login';
import { MoneyText, OrderStateTag } from './order-bits';
import { adminOrderLink } from './order-routes';
import { useAdminOrders } from './use-admin-orders';
import styles from './orders.module.css';

function OrderList() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const { dateTime } = useFormatDate();
  const [search, setSearch] = useState('');
  const [state, setState] = useState<OrderState | undefined>();
  const [page, setPage] = useState(1);
  const orders = useAdminOrders(search, state, page);
  const pagination = useTablePager({
    page,
    total: orders.data?.total,
    onPage: setPage,
    hideOnSinglePage: false,
  });

  const columns: TableColumnsType<AdminOrderSummary> = [
    {
      title: t('orders.columns.number'),
      dataIndex: 'number',
      render: (number: string, row) => (
        <Link to={adminOrderLink(row.orderId)}>
          <bdi className={styles.nowrap}>{number}</bdi>
        </Link>
      ),
    },
    {
      title: t('orders.columns.learner'),
      dataIndex: 'learner',
      render: (_, row) => (
        <span className={styles.learner}>
          <bdi>{row.learner.name}</bdi>
          {row.learner.email && <bdi className={styles.muted}>{row.learner.email}</bdi>}
        </span>
      ),
    },
    {
      title: t('orders.columns.course'),
      dataIndex: 'courseTitle',
      render: (_, row) => <bdi>{pickText(row.courseTitle, language)}</bdi>,
    },
    {
      title: t('orders.columns.amount'),
      dataIndex: 'amount',
      render: (_, row) => <MoneyText money={row.amount} />,
    },
    {
      title: t('orders.columns.state'),
      dataIndex: 'state',
      render: (value: OrderState) => <OrderStateTag state={value} />,
    },
    {
      title: t('orders.columns.created'),
      dataIndex: 'createdAt',
      render: (value: string) => <bdi className={styles.nowrap}>{dateTime(value)}</bdi>,
    },
  ];

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('orders.title')}</h1>
      <div className={styles.filters}>
        <SearchField
          className={styles.search}
          placeholder={t('orders.search')}
          aria-label={t('orders.search')}
          maxLength={MAX_ORDER_SEARCH}
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
        />
        <Select<OrderState | 'any'>
          className={styles.stateFilter}
          aria-label={t('orders.stateFilter')}
          value={state ?? 'any'}
          onChange={(next) => {
            setState(next === 'any' ? undefined : next);
            setPage(1);
          }}
          options={[
            { value: 'any', label: t('orders.anyState') },
            ...ORDER_STATES.map((value) => ({ value, label: t(`orders.state.${value}`) })),
          ]}
        />
      </div>
      <Table<AdminOrderSummary>
        rowKey="orderId"
        columns={columns}
        dataSource={orders.data?.list ?? []}
        loading={orders.isFetching}
        pagination={pagination}
        locale={{ emptyText: t('orders.empty') }}
        scroll={{ x: true }}
      />
    </div>
  );
}

/** `/pages/admin/orders`: every learner's orders, found by number, email or name. */
export default function AdminOrdersPage() {
  return <RequireLogin role="admin">{() => <OrderList />}</RequireLogin>;
}
