import { useState } from 'react';
import { Button, Empty, Result, Segmented, Skeleton } from 'antd';
import { EditOutlined, LoginOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { POST_ORDERS, type PostOrder } from '@qiao/contracts/discussion-rules';
import { ListPager } from '../../../components/pager/list-pager';
import { promptLogin } from '../../../api/login-prompt';
import { useCurrentUser } from '../../../session/use-current-user';
import { usePostList } from '../api/use-posts';
import { PostCard } from './post-card';
import { PostDetail } from './post-detail';
import { PostForm } from './post-form';
import styles from './discussion.module.css';

function PostList({ courseId }: { courseId: string }) {
  const { t } = useTranslation('discussion');
  const [, setSearch] = useSearchParams();
  const [order, setOrder] = useState<PostOrder>('new');
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const user = useCurrentUser().data ?? null;
  const posts = usePostList(courseId, order, page);
  const open = (postId: string) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set('tab', 'discussion');
      next.set('post', postId);
      return next;
    });

  return (
    <>
      <div className={styles.header}>
        <Segmented<PostOrder>
          aria-label={t('order.label')}
          value={order}
          options={POST_ORDERS.map((value) => ({ value, label: t(`order.${value}`) }))}
          onChange={(value) => {
            setOrder(value);
            setPage(1);
          }}
        />
        {user ? (
          <Button
            type="primary"
            icon={<EditOutlined aria-hidden />}
            onClick={() => setWriting(true)}
          >
            {t('newPost')}
          </Button>
        ) : (
          <Button icon={<LoginOutlined aria-hidden />} onClick={promptLogin}>
            {t('signInToPost')}
          </Button>
        )}
      </div>
      {writing && <PostForm courseId={courseId} onDone={() => setWriting(false)} />}
      {posts.isPending ? (
        <Skeleton active />
      ) : posts.isError ? (
        <Result
          status="warning"
          subTitle={posts.error.message || t('loadFailed')}
          extra={<Button onClick={() => void posts.refetch()}>{t('retry')}</Button>}
        />
      ) : posts.data.list.length === 0 ? (
        <Empty description={t('empty')} />
      ) : (
        <ul className={styles.list}>
          {posts.data.list.map((post) => (
            <li key={post.id}>
              <PostCard post={post} onOpen={() => open(post.id)} />
            </li>
          ))}
        </ul>
      )}
      <ListPager
        className={styles.pager}
        page={page}
        total={posts.data?.total ?? 0}
        onPage={setPage}
      />
    </>
  );
}

/**
 * A course's discussion section: posts newest or most liked first, a form to post, and one post
 * with its replies when the address names it (`post=`, as a copied link does).
 */
export function CourseDiscussion({ courseId }: { courseId: string }) {
  const { t } = useTranslation('discussion');
  const [search, setSearch] = useSearchParams();
  const postId = search.get('post') ?? '';
  const close = () =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.delete('post');
      return next;
    });
  return (
    <section id="discussion" className={styles.section} aria-labelledby="discussion-title">
      <h2 id="discussion-title" className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.intro}>{t('intro')}</p>
      {postId ? (
        <PostDetail key={postId} postId={postId} onBack={close} />
      ) : (
        <PostList courseId={courseId} />
      )}
    </section>
  );
}
