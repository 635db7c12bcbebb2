import { and, eq, sql } from 'drizzle-orm';
import type { PendingWriting } from '@qiao/contracts/discussion';
import { pickText, type LocalText } from '@qiao/contracts/catalogue';
import type { Language } from '@qiao/contracts/languages';
import { pageWindow, type PageRequest } from '@qiao/contracts/pagination';
import { queryRows, type Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { courses } from '../catalogue';
import { users } from '../users';
import { bumpReplyCount } from './reply-count';
import { discussionPosts, discussionReplies } from './tables';

interface PendingRow {
  kind: 'post' | 'reply';
  id: string;
  course_id: string;
  course_title: LocalText;
  post_id: string;
  post_title: string;
  content: string;
  author_name: string;
  created_at: Date | string;
  edited_at: Date | string | null;
}

/** Posts and replies waiting for an admin, oldest first, in one list. */
export async function listPendingWriting(db: Db, page: PageRequest, language: Language) {
  const pending = sql`
    select 'post' as kind, p.id, p.course_id, p.id as post_id, p.title as post_title,
           p.content, p.author_id, p.created_at, p.edited_at
      from ${discussionPosts} p where p.review_state = 'pending'
    union all
    select 'reply', r.id, p.course_id, p.id, p.title, r.content, r.author_id, r.created_at,
           r.edited_at
      from ${discussionReplies} r join ${discussionPosts} p on p.id = r.post_id
     where r.review_state = 'pending'`;
  const [total] = await queryRows<{ value: number | string }>(
    db,
    sql`select count(*) as value from (${pending}) pending`,
  );
  const { limit, offset } = pageWindow(page);
  const rows = await queryRows<PendingRow>(
    db,
    sql`select w.kind, w.id, w.course_id, c.title as course_title, w.post_id, w.post_title,
               w.content, coalesce(nullif(u.user_name, ''), u.login_name) as author_name,
               w.created_at, w.edited_at
          from (${pending}) w
          join ${courses} c on c.id = w.course_id
          join ${users} u on u.id = w.author_id
         order by w.created_at asc, w.id asc
         limit ${limit} offset ${offset}`,
  );
  const list: PendingWriting[] = rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    courseId: row.course_id,
    courseTitle: pickText(row.course_title, language),
    postId: row.post_id,
    postTitle: row.post_title,
    content: row.content,
    authorName: row.author_name,
    createdAt: new Date(row.created_at).toISOString(),
    editedAt: row.edited_at === null ? null : new Date(row.edited_at).toISOString(),
  }));
  return { list, total: Number(total?.value ?? 0) };
}

/**
 * Approves or rejects a pending post or reply. Only a pending one: two admins deciding at once
 * cannot both win. An approved reply counts on its post in the same transaction.
 */
export async function reviewWriting(
  db: Db,
  input: {
    kind: 'post' | 'reply';
    id: string;
    reviewerId: string;
    approve: boolean;
    reason?: string;
  },
  now: Date = new Date(),
) {
  const decision = {
    reviewState: input.approve ? ('approved' as const) : ('rejected' as const),
    rejectReason: input.approve ? null : (input.reason ?? ''),
    reviewedAt: now,
    reviewerId: input.reviewerId,
  };
  return db.transaction(async (tx) => {
    if (input.kind === 'post') {
      const [row] = await tx
        .update(discussionPosts)
        .set(decision)
        .where(and(eq(discussionPosts.id, input.id), eq(discussionPosts.reviewState, 'pending')))
        .returning({ id: discussionPosts.id, reviewState: discussionPosts.reviewState });
      if (!row) throw new AppError(await missingOrDecided(tx, 'post', input.id));
      return { kind: input.kind, ...row };
    }
    const [row] = await tx
      .update(discussionReplies)
      .set(decision)
      .where(and(eq(discussionReplies.id, input.id), eq(discussionReplies.reviewState, 'pending')))
      .returning({
        id: discussionReplies.id,
        postId: discussionReplies.postId,
        reviewState: discussionReplies.reviewState,
      });
    if (!row) throw new AppError(await missingOrDecided(tx, 'reply', input.id));
    if (input.approve) await bumpReplyCount(tx, row.postId);
    return { kind: input.kind, id: row.id, reviewState: row.reviewState };
  });
}

async function missingOrDecided(db: Pick<Db, 'select'>, kind: 'post' | 'reply', id: string) {
  const table = kind === 'post' ? discussionPosts : discussionReplies;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return row ? ('postNotPending' as const) : ('postNotFound' as const);
}
