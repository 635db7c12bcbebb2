import { useState } from 'react';
import { Button } from 'antd';
import type { DiscussionPost } from '@qiao/contracts/discussion';
import { EditedMark } from './edited-mark';
import { PostActions } from './post-actions';
import { PostForm } from './post-form';
import { ReviewMark } from './review-mark';
import { RichTextView } from './rich-text-view';
import { WrittenAt } from './written-at';
import { WrittenBy } from './written-by';
import styles from './discussion.module.css';

/**
 * One post: its title (opening it when a list shows it), author, time, text and actions; its
 * author edits it in place.
 */
export function PostCard({
  post,
  onOpen,
  onDeleted,
  headingLevel = 3,
}: {
  post: DiscussionPost;
  onOpen?: () => void;
  onDeleted?: () => void;
  headingLevel?: 2 | 3;
}) {
  const [editing, setEditing] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `post-${post.id}`;
  if (editing) {
    return <PostForm courseId={post.courseId} post={post} onDone={() => setEditing(false)} />;
  }
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.cardTitle} dir="auto">
        {onOpen ? (
          <Button type="link" className={styles.titleButton} onClick={onOpen}>
            {post.title}
          </Button>
        ) : (
          post.title
        )}
      </Heading>
      <div className={styles.meta}>
        <WrittenBy name={post.authorName} />
        <WrittenAt time={post.createdAt} />
        <EditedMark editedAt={post.editedAt} />
        <ReviewMark state={post.reviewState} reason={post.rejectReason} />
      </div>
      <RichTextView html={post.content} />
      <PostActions
        post={post}
        onOpen={onOpen}
        onDeleted={onDeleted}
        onEdit={() => setEditing(true)}
      />
    </article>
  );
}
