import { useState } from 'react';
import { Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ShareRecord } from '@qiao/contracts/share';
import { useTablePager } from '../../../components/pager/use-table-pager';
import { feedback } from '../../../api/feedback';
import { useLanguage } from '../../../hooks/use-language';
import { FileIcon, FileName } from '../../drive/file-name';
import { useFormatDate } from '../../../hooks/use-format-date';
import { useMyShares, type MyShareKind } from '../api/use-my-shares';
import { useCancelShares } from '../api/use-share-mutations';
import { shareLinkOf } from '../rules/share-link';
import { durationKey, expiryKey, reviewKey, type RecordAction } from '../rules/share-record-view';
import { publicShareLinkOf } from '../rules/public-share-link';
import { EditLinkDialog } from './edit-link-dialog';
import { useCopyShareLink } from './link-share-success';
import { RecordContextMenu, RecordMenuButton } from './record-menu';
import { ShareDialog } from './share-dialog';
import styles from './my-shares.module.css';

const STATE_COLOURS = { live: 'green', expired: 'orange', cancelled: 'default' } as const;
const REVIEW_COLOURS = { 0: 'gold', 1: 'green', 2: 'red' } as const;

/** "Shared records" (my public shares, with review) and "shared link" (my link shares). */
export function MyShares({ kind }: { kind: MyShareKind }) {
  const { t } = useTranslation('share');
  const { dateTime } = useFormatDate();
  const { direction } = useLanguage();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ShareRecord>();
  const [menu, setMenu] = useState<{ record: ShareRecord; x: number; y: number }>();
  const shares = useMyShares(kind, page);
  const pagination = useTablePager({
    page,
    total: shares.data?.total,
    onPage: setPage,
  });
  const cancel = useCancelShares();
  const copy = useCopyShareLink();

  const linkOf = (record: ShareRecord) =>
    record.kind === 'link'
      ? shareLinkOf(window.location.origin, record.shareBatchNum)
      : publicShareLinkOf(window.location.origin, record.shareBatchNum);

  const run = (action: RecordAction, record: ShareRecord) => {
    switch (action) {
      case 'copyLink':
        void copy(record.shareBatchNum, record.extractionCode, linkOf(record));
        return;
      case 'open':
        window.open(linkOf(record), '_blank', 'noopener');
        return;
      case 'edit':
        setEditing(record);
        return;
      case 'cancel':
        feedback().confirm({
          title: t('records.cancelTitle'),
          content: t('records.cancelQuestion'),
          okText: t('records.cancelConfirm'),
          cancelText: t('records.cancelKeep'),
          onOk: () =>
            cancel.mutate(
              { shareBatchNums: JSON.stringify([record.shareBatchNum]) },
              {
                onSuccess: () => feedback().toast({ level: 'success', text: t('toast.cancelled') }),
              },
            ),
          afterClose: () => undefined,
        });
        return;
    }
  };

  const columns: TableColumnsType<ShareRecord> = [
    {
      key: 'fileName',
      title: t('records.fileName'),
      render: (_, record) => {
        const [first] = record.files;
        return (
          <span className={styles.name}>
            {first && <FileIcon file={first} />}
            {first ? <FileName file={first} /> : <bdi dir="auto">{record.fileName}</bdi>}
            {record.fileCount > 1 && <span className={styles.more}>+{record.fileCount - 1}</span>}
          </span>
        );
      },
    },
    ...(kind === 'public'
      ? [
          {
            key: 'title',
            title: <span>{t('public.title')}</span>,
            render: (_: unknown, record: ShareRecord) => (
              <bdi dir="auto">{record.public?.public_title}</bdi>
            ),
          },
          {
            key: 'review',
            title: t('records.review'),
            render: (_: unknown, record: ShareRecord) => {
              const key = reviewKey(record);
              const status = record.public?.status;
              return (
                <span className={styles.review}>
                  {key && status !== undefined && (
                    <Tag color={REVIEW_COLOURS[status]}>{t(key)}</Tag>
                  )}
                  {record.public?.status === 0 && record.public.contentChangedAt && (
                    <span className={styles.reason}>
                      {t('records.reviewStatus.contentChangedNote')}
                    </span>
                  )}
                  {record.public?.rejectReason && (
                    <span className={styles.reason}>
                      {t('records.reviewStatus.reason')}{' '}
                      <bdi dir="auto">{record.public.rejectReason}</bdi>
                    </span>
                  )}
                </span>
              );
            },
          },
        ]
      : [
          {
            key: 'code',
            title: t('records.code'),
            render: (_: unknown, record: ShareRecord) =>
              record.extractionCode ? (
                <bdi className={styles.code}>{record.extractionCode}</bdi>
              ) : (
                t('records.noCode')
              ),
          },
        ]),
    {
      key: 'shareTime',
      title: t('records.shareTime'),
      render: (_, record) => <bdi>{dateTime(record.shareTime)}</bdi>,
    },
    {
      key: 'validity',
      title: t('records.validity'),
      render: (_, record) => t(durationKey(record.duration)),
    },
    {
      key: 'expiry',
      title: t('records.expiry'),
      render: (_, record) => (
        <span className={styles.review}>
          <Tag color={STATE_COLOURS[record.state]}>{t(expiryKey(record))}</Tag>
          {record.endTime && <bdi className={styles.reason}>{dateTime(record.endTime)}</bdi>}
        </span>
      ),
    },
    { key: 'views', title: t('records.views'), dataIndex: 'viewCount', align: 'center' },
    {
      key: 'downloads',
      title: t('records.downloads'),
      dataIndex: 'downloadCount',
      align: 'center',
    },
    { key: 'resaves', title: t('records.resaves'), dataIndex: 'resaveCount', align: 'center' },
    {
      key: 'actions',
      title: <span className="qiao-visually-hidden">{t('records.actions')}</span>,
      width: 56,
      render: (_, record) => <RecordMenuButton record={record} onAction={run} />,
    },
  ];

  return (
    <section aria-labelledby="my-shares-title">
      <h2 id="my-shares-title" className={styles.title}>
        {kind === 'link' ? t('records.linksTitle') : t('records.recordsTitle')}
      </h2>
      <Table<ShareRecord>
        rowKey="id"
        className={styles.table}
        size="middle"
        columns={columns}
        dataSource={shares.data?.list ?? []}
        loading={shares.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: kind === 'link' ? t('records.emptyLinks') : t('records.emptyRecords'),
        }}
        onRow={(record) => ({
          onContextMenu: (event) => {
            event.preventDefault();
            const x = direction === 'rtl' ? window.innerWidth - event.clientX : event.clientX;
            setMenu({ record, x, y: event.clientY });
          },
        })}
        pagination={pagination}
      />
      {menu && <RecordContextMenu {...menu} onAction={run} onClose={() => setMenu(undefined)} />}
      {editing?.kind === 'link' && (
        <EditLinkDialog record={editing} onClose={() => setEditing(undefined)} />
      )}
      {editing?.kind === 'public' && (
        <ShareDialog files={[]} editing={editing} onClose={() => setEditing(undefined)} />
      )}
    </section>
  );
}
