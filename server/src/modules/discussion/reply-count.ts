import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { discussionPosts } from './tables';

/**
 * The post's count of readable (approved) replies moves in the transaction that makes a reply
 * readable (+1) or takes it away from readers by deletion or an edit back to review (-1).
 */
export async function moveReplyCount(tx: Pick<Db, 'update'>, postId: string, by: 1 | -1) {
  await tx
    .update(discussionPosts)
    .set({ replyCount: sql`${discussionPosts.replyCount} + ${by}` })
    .where(eq(discussionPosts.id, postId));
}

/** A reply became readable by everyone. */
export async function bumpReplyCount(tx: Pick<Db, 'update'>, postId: string) {
  await moveReplyCount(tx, postId, 1);
}
