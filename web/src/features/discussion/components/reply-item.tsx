import { useState } from 'react';
import { App, Button } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DiscussionReply } from '@qiao/contracts/discussion';
import { useDeleteReply } from '../api/use-replies';
import { EditedMark } from './edited-mark';
import { ReplyForm } from './reply-form';
import { ReviewMark } from './review-mark';
import { RichTextView } from './rich-text-view';
import { WrittenAt } from './written-at';
import { WrittenBy } from './written-by';
import { useWritingActions } from './use-writing-actions';
import styles from './discussion.module.css';

/** One reply: who and when, its text, and edit or delete when the caller may. */
export function ReplyItem({ reply }: { reply: DiscussionReply }) {
  const { t } = useTranslation('discussion');
  const { message, modal } = App.useApp();
  const [editing, setEditing] = useState(false);
  const remove = useDeleteReply();
  const { canEdit, canDelete } = useWritingActions('Reply', reply);

  const confirmDelete = () =>
    modal.confirm({
      title: t('confirmDeleteReply.title'),
      content: t('confirmDeleteReply.content'),
      okText: t('confirmDeleteReply.ok'),
      cancelText: t('confirmDeleteReply.cancel'),
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(reply.id).then(() => void message.success(t('toast.replyDeleted'))),
    });

  return (
    <li className={styles.reply}>
      <div className={styles.meta}>
        <WrittenBy name={reply.authorName} />
        <WrittenAt time={reply.createdAt} />
        <EditedMark editedAt={reply.editedAt} />
        <ReviewMark state={reply.reviewState} reason={reply.rejectReason} />
      </div>
      {editing ? (
        <ReplyForm postId={reply.postId} reply={reply} onDone={() => setEditing(false)} />
      ) : (
        <>
          <RichTextView html={reply.content} />
          {(canEdit || canDelete) && (
            <div className={styles.actions}>
              {canEdit && (
                <Button
                  type="text"
                  icon={<EditOutlined aria-hidden />}
                  onClick={() => setEditing(true)}
                >
                  {t('editReply')}
                </Button>
              )}
              {canDelete && (
                <Button
                  danger
                  type="text"
                  icon={<DeleteOutlined aria-hidden />}
                  onClick={confirmDelete}
                >
                  {t('deleteReply')}
                </Button>
              )}
            </div>
          )}
        </>
      )}
    </li>
  );
}
