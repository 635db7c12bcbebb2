import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { discussionPosts } from './tables';

/** A reply became readable by everyone: the post's count moves in the same transaction. */
export async function bumpReplyCount(tx: Pick<Db, 'update'>, postId: string) {
  await tx
    .update(discussionPosts)
    .set({ replyCount: sql`${discussionPosts.replyCount} + 1` })
    .where(eq(discussionPosts.id, postId));
}
