import { Button, Space, Table, type TableColumnsType } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useTablePager } from '../pager/use-table-pager';

interface ReviewActionsProps {
  approveText: string;
  rejectText: string;
  /** This row's approval is on its way. */
  approving: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** Approve or reject one waiting item (a public share, a new account's post). */
export function ReviewActions({
  approveText,
  rejectText,
  approving,
  onApprove,
  onReject,
}: ReviewActionsProps) {
  return (
    <Space wrap>
      <Button
        type="primary"
        icon={<CheckOutlined aria-hidden />}
        loading={approving}
        onClick={onApprove}
      >
        {approveText}
      </Button>
      <Button danger icon={<CloseOutlined aria-hidden />} onClick={onReject}>
        {rejectText}
      </Button>
    </Space>
  );
}

interface ReviewTableProps<Row> {
  columns: TableColumnsType<Row>;
  /** One page of what waits, as the review calls answer it. */
  pending: { data?: { list: Row[]; total: number }; isFetching: boolean };
  page: number;
  onPage: (page: number) => void;
  emptyText: string;
}

/** What waits for an administrator, a page at a time (the platform's page size). */
export function ReviewTable<Row extends { id: string }>({
  columns,
  pending,
  page,
  onPage,
  emptyText,
}: ReviewTableProps<Row>) {
  const pagination = useTablePager({
    page,
    total: pending.data?.total,
    onPage,
  });
  return (
    <Table<Row>
      rowKey="id"
      columns={columns}
      dataSource={pending.data?.list ?? []}
      loading={pending.isFetching}
      locale={{ emptyText }}
      pagination={pagination}
    />
  );
}
