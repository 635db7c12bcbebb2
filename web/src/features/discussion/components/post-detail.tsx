import { useState } from 'react';
import { Button, Result, Skeleton } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../../components/pager/list-pager';
import { useCurrentUser } from '../../../session/use-current-user';
import { usePost } from '../api/use-posts';
import { useReplies } from '../api/use-replies';
import { PostCard } from './post-card';
import { ReplyForm } from './reply-form';
import { ReplyItem } from './reply-item';
import styles from './discussion.module.css';

function Replies({ postId }: { postId: string }) {
  const { t } = useTranslation('discussion');
  const [page, setPage] = useState(1);
  const replies = useReplies(postId, page);
  const list = replies.data?.list ?? [];
  return (
    <section className={styles.replies} aria-labelledby={`replies-${postId}`}>
      <h3 id={`replies-${postId}`} className={styles.repliesTitle}>
        {t('reply.title', { count: replies.data?.total ?? 0 })}
      </h3>
      {replies.isPending ? (
        <Skeleton active />
      ) : list.length === 0 ? (
        <p>{t('reply.empty')}</p>
      ) : (
        <ol className={styles.list} aria-label={t('reply.title', { count: list.length })}>
          {list.map((reply) => (
            <ReplyItem key={reply.id} reply={reply} />
          ))}
        </ol>
      )}
      <ListPager
        className={styles.pager}
        page={page}
        total={replies.data?.total ?? 0}
        onPage={setPage}
      />
    </section>
  );
}

/** A post opened on its own (a shared link lands here): the post, its replies, a reply form. */
export function PostDetail({ postId, onBack }: { postId: string; onBack: () => void }) {
  const { t } = useTranslation('discussion');
  const post = usePost(postId);
  const user = useCurrentUser().data ?? null;
  const back = (
    <Button
      type="link"
      icon={<ArrowLeftOutlined className="qiao-mirror" aria-hidden />}
      onClick={onBack}
    >
      {t('back')}
    </Button>
  );
  if (post.isPending) return <Skeleton active />;
  if (!post.data) {
    return <Result status="404" subTitle={post.error?.message || t('loadFailed')} extra={back} />;
  }
  const canReply = user !== null && post.data.reviewState !== 'rejected';
  return (
    <div>
      {back}
      <PostCard post={post.data} onDeleted={onBack} />
      <Replies postId={postId} />
      {canReply && <ReplyForm postId={postId} />}
    </div>
  );
}
