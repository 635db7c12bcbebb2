import { useState } from 'react';
import { Select, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { about } from '@qiao/contracts/permissions';
import { ROLES, type Role, type UserSummary } from '@qiao/contracts/users';
import { SearchField } from '../../components/search-field/search-field';
import { useTablePager } from '../../components/pager/use-table-pager';
import { feedback } from '../../api/feedback';
import { useFormatDate } from '../../hooks/use-format-date';
import { RequireLogin } from '../../session/require-login';
import { useAbility } from '../../session/use-ability';
import { useSetRole, useUsers } from './use-users';
import styles from './users-page.module.css';

type Row = UserSummary & { created_at: string };

function UserManagement() {
  const { t } = useTranslation('admin');
  const ability = useAbility();
  const { date } = useFormatDate();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const users = useUsers(keyword, page);
  const pagination = useTablePager({
    page,
    total: users.data?.total,
    onPage: setPage,
    hideOnSinglePage: false,
  });
  const setRole = useSetRole();

  const changeRole = (row: Row, role: Role) =>
    setRole.mutate(
      { uid: row.uid, role },
      {
        onSuccess: () =>
          feedback().toast({ level: 'success', text: t('roleChanged', { name: row.login_name }) }),
      },
    );

  const columns: TableColumnsType<Row> = [
    {
      title: t('columns.loginName'),
      dataIndex: 'login_name',
      render: (name: string) => <bdi>{name}</bdi>,
    },
    {
      title: t('columns.email'),
      dataIndex: 'email',
      render: (email?: string) => <bdi>{email ?? '—'}</bdi>,
    },
    {
      title: t('columns.created'),
      dataIndex: 'created_at',
      render: (value: string) => <bdi>{date(value)}</bdi>,
    },
    {
      title: t('columns.role'),
      dataIndex: 'role',
      render: (role: Role, row) => (
        <Select<Role>
          aria-label={t('roleOf', { name: row.login_name })}
          value={role}
          // The rules keep an admin from demoting themselves: their own row stays as it is.
          disabled={ability.cannot('demote', about('User', { id: row.uid })) || setRole.isPending}
          onChange={(next) => changeRole(row, next)}
          options={ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
          className={styles.roleSelect}
        />
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <SearchField
        className={styles.search}
        placeholder={t('search')}
        aria-label={t('search')}
        onSearch={(value) => {
          setKeyword(value.trim());
          setPage(1);
        }}
      />
      <Table<Row>
        rowKey="uid"
        columns={columns}
        dataSource={users.data?.list ?? []}
        loading={users.isFetching}
        pagination={pagination}
      />
    </div>
  );
}

/** Admins make teachers (and other admins) here. */
export default function UsersPage() {
  return <RequireLogin role="admin">{() => <UserManagement />}</RequireLogin>;
}
