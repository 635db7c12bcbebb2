import { Table, type TableColumnType, type TableColumnsType, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { joinFileName } from '@qiao/contracts/drive-rules';
import { useTablePager } from '../../../components/pager/use-table-pager';
import { DEFAULT_SORT, type DriveEntry, type SortOrder } from '../api/use-drive-entries';
import type { ColumnKey } from '../rules/drive-preferences';
import { useFormatDate } from '../../../hooks/use-format-date';
import { FileIcon } from './file-icon';
import { FileMenuButton } from './file-menu';
import { FileName } from './file-name';
import {
  isFolderClick,
  isOwnEnter,
  keepDoubleClickFromSelecting,
  openAction,
  type FileViewProps,
} from './file-view-props';
import styles from './file-views.module.css';
import { formatFileSize } from '../../../format/size';

interface FileTableProps extends FileViewProps {
  columns: readonly ColumnKey[];
  /** The server sorts folder listings only; elsewhere the headers do not sort. */
  sort?: SortOrder;
  onSort?: (sort: SortOrder) => void;
}

const SORT_FIELDS: Partial<Record<string, SortOrder['orderBy']>> = {
  fileName: 'name',
  fileSize: 'size',
  uploadTime: 'time',
};

export function FileTable(props: FileTableProps) {
  const { t } = useTranslation('drive');
  const { dateTime } = useFormatDate();
  const { t: tCommon } = useTranslation('common');
  const { entries, menuKind, menuAdditions, sort, onSort, onAction } = props;
  const pagination = useTablePager({
    page: props.page,
    total: props.total,
    onPage: props.onPage,
  });
  const sorting = (
    key: string,
  ): Pick<TableColumnType<DriveEntry>, 'sorter' | 'sortDirections' | 'sortOrder'> => {
    const field = SORT_FIELDS[key];
    if (!sort || !field) return {};
    const active = sort.orderBy === field;
    return {
      sorter: true,
      // Cycling back to ascending instead of "unsorted": the server always sorts by something.
      sortDirections: ['ascend', 'descend', 'ascend'],
      sortOrder: active ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
    };
  };
  const optional: Record<ColumnKey, TableColumnsType<DriveEntry>[number]> = {
    extendName: {
      key: 'extendName',
      title: t('columns.extendName'),
      render: (_, file) => (file.isDir ? t('kind.folder') : <bdi>{file.extendName || '—'}</bdi>),
    },
    fileSize: {
      key: 'fileSize',
      title: t('columns.fileSize'),
      render: (_, file) => (file.isDir ? '—' : <bdi>{formatFileSize(file.fileSize)}</bdi>),
      ...sorting('fileSize'),
    },
    uploadTime: {
      key: 'uploadTime',
      title: t('columns.uploadTime'),
      render: (_, file) => <bdi>{dateTime(file.uploadTime)}</bdi>,
      ...sorting('uploadTime'),
    },
    deleteTime: {
      key: 'deleteTime',
      title: t('columns.deleteTime'),
      render: (_, file) => <bdi>{dateTime(file.deleteTime)}</bdi>,
    },
  };
  const columns: TableColumnsType<DriveEntry> = [
    {
      key: 'fileName',
      title: t('columns.fileName'),
      render: (_, file) => (
        <span className={styles.nameCell}>
          <FileIcon file={file} />
          <FileName file={file} />
        </span>
      ),
      ...sorting('fileName'),
    },
    ...props.columns.map((key) => optional[key]),
    {
      key: 'actions',
      title: <span className="qiao-visually-hidden">{t('columns.actions')}</span>,
      width: 56,
      render: (_, file) => (
        <FileMenuButton kind={menuKind} file={file} onAction={onAction} additions={menuAdditions} />
      ),
    },
  ];

  const onChange: TableProps<DriveEntry>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort' || Array.isArray(sorter) || !onSort) return;
    const field = SORT_FIELDS[String(sorter.columnKey)];
    onSort(
      field && sorter.order
        ? { orderBy: field, order: sorter.order === 'ascend' ? 'asc' : 'desc' }
        : DEFAULT_SORT,
    );
  };

  const open = openAction(menuKind);
  return (
    <Table<DriveEntry>
      rowKey="userFileId"
      className={styles.table}
      columns={columns}
      dataSource={entries}
      loading={props.loading}
      locale={{ emptyText: props.emptyText }}
      onChange={onChange}
      rowSelection={{
        selectedRowKeys: props.selectedIds,
        onChange: (keys) => props.onSelect(keys.map(String)),
        // antd names this box "Select all" in English whatever the language.
        getTitleCheckboxProps: () => ({ 'aria-label': tCommon('selectAll') }),
        getCheckboxProps: (file) => ({
          'aria-label': t('actions.select', { name: joinFileName(file.fileName, file.extendName) }),
        }),
      }}
      onRow={(file) => ({
        tabIndex: 0,
        onMouseDown: keepDoubleClickFromSelecting,
        onClick: (event) => {
          if (open && isFolderClick(event, file)) onAction(open, file);
        },
        // A folder opened on the first click already.
        onDoubleClick: () => open && !file.isDir && onAction(open, file),
        onKeyDown: (event) => {
          if (open && isOwnEnter(event)) onAction(open, file);
        },
        onContextMenu: (event) => {
          event.preventDefault();
          props.onContextMenu(event, file);
        },
      })}
      pagination={pagination}
    />
  );
}
