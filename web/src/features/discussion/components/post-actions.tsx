import { App, Button } from 'antd';
import {
  CommentOutlined,
  DeleteOutlined,
  EditOutlined,
  LikeFilled,
  LikeOutlined,
  ShareAltOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DiscussionPost } from '@qiao/contracts/discussion';
import { useCurrentUser } from '../../../session/use-current-user';
import { promptLogin } from '../../../api/login-prompt';
import { useDeletePost, useLikePost, useSharePost } from '../api/use-posts';
import { copyText } from '../../../components/copy-text';
import { useWritingActions } from './use-writing-actions';
import styles from './discussion.module.css';

/**
 * Like, replies, share, edit and delete under a post; what the caller may do comes from the
 * server and the shared rules (use-writing-actions.ts).
 */
export function PostActions({
  post,
  onOpen,
  onDeleted,
  onEdit,
}: {
  post: DiscussionPost;
  onOpen?: () => void;
  onDeleted?: () => void;
  onEdit?: () => void;
}) {
  const { t } = useTranslation('discussion');
  const { message, modal } = App.useApp();
  const user = useCurrentUser().data ?? null;
  const like = useLikePost();
  const share = useSharePost();
  const remove = useDeletePost();
  const approved = post.reviewState === 'approved';
  const { canEdit, canDelete } = useWritingActions('Post', post);

  const toggleLike = () => {
    if (!user) return promptLogin();
    like.mutate(
      { id: post.id, like: !post.liked },
      {
        onSuccess: (answer) => {
          if (answer.liked) void message.success(t('toast.liked'));
        },
      },
    );
  };

  const shareLink = () =>
    share.mutate(post.id, {
      onSuccess: async (answer) => {
        const link = `${window.location.origin}${window.location.pathname}${answer.path.replace(/^\//, '')}`;
        const copied = await copyText(link);
        if (copied) void message.success(t('toast.copied'));
        else void message.warning(t('toast.copyFailed', { link }));
      },
    });

  const confirmDelete = () =>
    modal.confirm({
      title: t('confirmDelete.title'),
      content: t('confirmDelete.content'),
      okText: t('confirmDelete.ok'),
      cancelText: t('confirmDelete.cancel'),
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(post.id).then(() => {
          void message.success(t('toast.deleted'));
          onDeleted?.();
        }),
    });

  return (
    <div className={styles.actions}>
      <Button
        type={post.liked ? 'primary' : 'default'}
        icon={post.liked ? <LikeFilled aria-hidden /> : <LikeOutlined aria-hidden />}
        aria-pressed={post.liked}
        disabled={!approved}
        loading={like.isPending}
        onClick={toggleLike}
      >
        {post.liked ? t('unlike') : t('like')}
      </Button>
      <span data-counter="likes">{t('likes', { count: post.likeCount })}</span>
      <Button
        type="text"
        icon={<CommentOutlined aria-hidden />}
        onClick={onOpen}
        disabled={!onOpen}
      >
        <span data-counter="replies">{t('replies', { count: post.replyCount })}</span>
      </Button>
      <Button
        icon={<ShareAltOutlined aria-hidden />}
        disabled={!approved}
        loading={share.isPending}
        onClick={shareLink}
      >
        {t('share')}
      </Button>
      <span data-counter="shares">{t('shares', { count: post.shareCount })}</span>
      {canEdit && onEdit && (
        <Button type="text" icon={<EditOutlined aria-hidden />} onClick={onEdit}>
          {t('edit')}
        </Button>
      )}
      {canDelete && (
        <Button danger type="text" icon={<DeleteOutlined aria-hidden />} onClick={confirmDelete}>
          {t('delete')}
        </Button>
      )}
    </div>
  );
}
