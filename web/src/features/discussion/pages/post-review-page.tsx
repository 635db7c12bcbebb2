import { useState } from 'react';
import { App, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReviewActions, ReviewTable } from '../../../components/review/review-table';
import type { PendingWriting } from '@qiao/contracts/discussion';
import { RequireLogin } from '../../../session/require-login';
import { usePendingWriting, useReviewWriting } from '../api/use-post-review';
import { EditedMark } from '../components/edited-mark';
import { RejectWritingDialog } from '../components/reject-writing-dialog';
import { RichTextView } from '../components/rich-text-view';
import { WrittenAt } from '../components/written-at';
import styles from '../components/discussion.module.css';

function PendingWritingTable() {
  const { t } = useTranslation('discussion');
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const pending = usePendingWriting(page);
  const { approve } = useReviewWriting();
  const [rejecting, setRejecting] = useState<PendingWriting>();

  const approveOne = (writing: PendingWriting) =>
    approve.mutate(
      { kind: writing.kind, id: writing.id },
      { onSuccess: () => void message.success(t('toast.approved')) },
    );

  const columns: TableColumnsType<PendingWriting> = [
    {
      title: t('review.columns.kind'),
      dataIndex: 'kind',
      render: (kind: PendingWriting['kind']) => (
        <Tag color={kind === 'post' ? 'blue' : 'purple'}>{t(`review.kind.${kind}`)}</Tag>
      ),
    },
    {
      title: t('review.columns.content'),
      key: 'content',
      render: (_, writing) => (
        <div>
          <strong dir="auto">
            {writing.kind === 'post'
              ? writing.postTitle
              : t('review.replyTo', { title: writing.postTitle })}
          </strong>
          {writing.editedAt && (
            <div>
              <EditedMark editedAt={writing.editedAt} />
            </div>
          )}
          <RichTextView html={writing.content} />
        </div>
      ),
    },
    {
      title: t('review.columns.course'),
      dataIndex: 'courseTitle',
      render: (title: string) => <bdi>{title}</bdi>,
    },
    {
      title: t('review.columns.author'),
      dataIndex: 'authorName',
      render: (name: string) => <bdi>{name}</bdi>,
    },
    {
      title: t('review.columns.time'),
      dataIndex: 'createdAt',
      render: (time: string) => <WrittenAt time={time} />,
    },
    {
      title: t('review.columns.actions'),
      key: 'actions',
      render: (_, writing) => (
        <ReviewActions
          approveText={t('review.approve')}
          rejectText={t('review.reject')}
          approving={approve.isPending && approve.variables?.id === writing.id}
          onApprove={() => approveOne(writing)}
          onReject={() => setRejecting(writing)}
        />
      ),
    },
  ];

  return (
    <>
      <ReviewTable<PendingWriting>
        columns={columns}
        pending={pending}
        page={page}
        onPage={setPage}
        emptyText={t('review.empty')}
      />
      {rejecting && (
        <RejectWritingDialog writing={rejecting} onClose={() => setRejecting(undefined)} />
      )}
    </>
  );
}

/** `/pages/admin/posts`: administrators approve or reject new accounts' posts and replies. */
export default function PostReviewPage() {
  const { t } = useTranslation('discussion');
  return (
    <RequireLogin role="admin">
      {() => (
        <div className={styles.page}>
          <h1 className={styles.pageTitle}>{t('review.title')}</h1>
          <p className={styles.intro}>{t('review.intro')}</p>
          <PendingWritingTable />
        </div>
      )}
    </RequireLogin>
  );
}
