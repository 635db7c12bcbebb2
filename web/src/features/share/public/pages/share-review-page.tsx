import { useState } from 'react';
import { Button, Tag, type TableColumnsType } from 'antd';
import { FolderOpenOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ReviewActions, ReviewTable } from '../../../../components/review/review-table';
import type { PublicShareCard } from '@qiao/contracts/share-public';
import { feedback } from '../../../../api/feedback';
import { RequireLogin } from '../../../../session/require-login';
import { useFormatDate } from '../../../../hooks/use-format-date';
import { usePendingShares, useReviewShare } from '../api/use-review';
import { RejectDialog } from '../dialogs/reject-dialog';
import { ReviewFilesDialog } from '../dialogs/review-files-dialog';
import styles from './pages.module.css';

function PendingShares() {
  const { t } = useTranslation('zones');
  const { dateTime } = useFormatDate();
  const [page, setPage] = useState(1);
  const pending = usePendingShares(page);
  const { approve } = useReviewShare();
  const [rejecting, setRejecting] = useState<PublicShareCard>();
  const [viewing, setViewing] = useState<PublicShareCard>();

  const approveOne = (share: PublicShareCard) =>
    approve.mutate(share.id, {
      onSuccess: () => feedback().toast({ level: 'success', text: t('toast.approved') }),
    });

  const columns: TableColumnsType<PublicShareCard> = [
    {
      title: t('review.columns.title'),
      key: 'title',
      render: (_, share) => (
        <div className={styles.cellText}>
          <strong dir="auto">{share.public_title}</strong>
          {share.contentChangedAt && <Tag color="gold">{t('review.contentChanged')}</Tag>}
          <p className={styles.cellIntro} dir="auto">
            {share.public_desc}
          </p>
        </div>
      ),
    },
    {
      title: t('review.columns.owner'),
      dataIndex: 'ownerName',
      render: (name: string) => <bdi>{name}</bdi>,
    },
    {
      title: t('review.columns.zone'),
      dataIndex: 'categoryTitle',
      render: (zone: string) => <bdi>{zone}</bdi>,
    },
    {
      title: t('review.columns.shareTime'),
      dataIndex: 'shareTime',
      render: (time: string) => <bdi>{dateTime(time)}</bdi>,
    },
    {
      title: t('review.columns.files'),
      key: 'files',
      render: (_, share) => (
        <Button
          className={styles.filesButton}
          icon={<FolderOpenOutlined aria-hidden />}
          onClick={() => setViewing(share)}
        >
          <bdi>{share.fileName}</bdi>
          {share.fileCount > 1 ? ` +${share.fileCount - 1}` : ''}
        </Button>
      ),
    },
    {
      title: t('review.columns.actions'),
      key: 'actions',
      render: (_, share) => (
        <ReviewActions
          approveText={t('review.approve')}
          rejectText={t('review.reject')}
          approving={approve.isPending && approve.variables === share.id}
          onApprove={() => approveOne(share)}
          onReject={() => setRejecting(share)}
        />
      ),
    },
  ];

  return (
    <>
      <ReviewTable<PublicShareCard>
        columns={columns}
        pending={pending}
        page={page}
        onPage={setPage}
        emptyText={t('review.empty')}
      />
      {rejecting && <RejectDialog share={rejecting} onClose={() => setRejecting(undefined)} />}
      {viewing && <ReviewFilesDialog share={viewing} onClose={() => setViewing(undefined)} />}
    </>
  );
}

/** `/pages/admin/share-review`: administrators publish or refuse public shares. */
export default function ShareReviewPage() {
  const { t } = useTranslation('zones');
  return (
    <RequireLogin role="admin">
      {() => (
        <div className={styles.page}>
          <h1 className={styles.title}>{t('review.title')}</h1>
          <p className={styles.intro}>{t('review.intro')}</p>
          <PendingShares />
        </div>
      )}
    </RequireLogin>
  );
}
