import { describe, expect, it } from 'vitest';
import type { DiscussionPost, DiscussionReply, PendingWriting } from '@qiao/contracts/discussion';
import { ERRORS } from '@qiao/contracts/errors';
import type { CatalogueClient } from '../catalogue/mooc/mooc-test-setup';
import { useDiscussionServer, type Page } from './discussion-test-setup';

const discussion = useDiscussionServer();

const post = (who: CatalogueClient, title: string) =>
  who.post<DiscussionPost>('/api/post/addPost', {
    courseId: discussion.yct,
    title,
    content: `<p>${title}</p>`,
  });
const listIds = async (who: CatalogueClient) =>
  (
    await who.post<Page<DiscussionPost>>('/api/post/getPostList', { courseId: discussion.yct })
  ).data.list.map((item) => item.id);
const reply = (who: CatalogueClient, postId: string, content: string) =>
  who.post<DiscussionReply>('/api/postReply/addPostReply', { postId, content });
const replies = async (who: CatalogueClient, postId: string) =>
  (await who.post<Page<DiscussionReply>>('/api/postReply/getPostReplyList', { postId })).data;
const pending = async () =>
  (await discussion.people.admin.post<Page<PendingWriting>>('/api/admin/post/pending', {})).data;

describe('review of new accounts', () => {
  it('hides a new account’s post from others until an admin approves it', async () => {
    const added = await discussion.people.newcomer.post<DiscussionPost>(
      '/api/post/addPost',
      { courseId: discussion.yct, title: '新同学的问题', content: '<p>大家好</p>' },
      'zh',
    );
    expect(added.code).toBe(0);
    expect(added.data.reviewState).toBe('pending');
    const id = added.data.id;

    // Its author sees it, marked pending; a visitor and another learner do not.
    const own = await discussion.people.newcomer.post<Page<DiscussionPost>>(
      '/api/post/getPostList',
      {
        courseId: discussion.yct,
      },
    );
    expect(own.data.list.find((item) => item.id === id)?.reviewState).toBe('pending');
    expect(await listIds(discussion.people.visitor)).not.toContain(id);
    expect(await listIds(discussion.people.veteran)).not.toContain(id);
    expect((await discussion.people.veteran.get('/api/post/getPost', { id })).code).toBe(
      ERRORS.postNotFound.code,
    );
    expect((await discussion.people.veteran.post('/api/post/addPostLike', { id })).code).toBe(
      ERRORS.postNotFound.code,
    );
    expect((await discussion.people.newcomer.post('/api/post/addPostShare', { id })).code).toBe(
      ERRORS.postAwaitingReview.code,
    );
    expect((await discussion.people.newcomer.post('/api/post/addPostLike', { id })).code).toBe(
      ERRORS.postAwaitingReview.code,
    );

    // The admin finds it waiting, with its course and author, and approves it.
    const waiting = await pending();
    expect(waiting.list).toContainEqual(
      expect.objectContaining({
        kind: 'post',
        id,
        postTitle: '新同学的问题',
        courseTitle: 'YCT一级：快乐学汉语',
        authorName: '李明',
        editedAt: null,
      }),
    );
    const approved = await discussion.people.admin.post('/api/admin/post/approve', {
      kind: 'post',
      id,
    });
    expect(approved.data).toEqual({ kind: 'post', id, reviewState: 'approved' });
    expect(await listIds(discussion.people.visitor)).toContain(id);
    expect((await pending()).list.map((item) => item.id)).not.toContain(id);
    const twice = await discussion.people.admin.post('/api/admin/post/approve', {
      kind: 'post',
      id,
    });
    expect(twice.code).toBe(ERRORS.postNotPending.code);

    // Once approved, the same new account is trusted: its next post shows at once.
    const next = await post(discussion.people.newcomer, '第二个问题');
    expect(next.data.reviewState).toBe('approved');
  });

  it('lets an admin reject with a reason the author sees, and keeps it hidden from others', async () => {
    const writer = discussion.people.member;
    const { data } = await post(writer, '广告');
    expect(data.reviewState).toBe('pending');
    const noReason = await discussion.people.admin.post('/api/admin/post/reject', {
      kind: 'post',
      id: data.id,
      reason: '  ',
    });
    expect(noReason.code).toBe(400);
    const rejected = await discussion.people.admin.post('/api/admin/post/reject', {
      kind: 'post',
      id: data.id,
      reason: '与课程无关',
    });
    expect(rejected.data).toMatchObject({ reviewState: 'rejected' });
    const own = await writer.get<DiscussionPost>('/api/post/getPost', { id: data.id });
    expect(own.data).toMatchObject({ reviewState: 'rejected', rejectReason: '与课程无关' });
    expect(await listIds(discussion.people.visitor)).not.toContain(data.id);
    // A rejection earns no trust: the next post waits too.
    expect((await post(writer, '再试一次')).data.reviewState).toBe('pending');
  });

  it('never holds a teacher’s or an admin’s post', async () => {
    expect((await post(discussion.people.teacher, '老师的话')).data.reviewState).toBe('approved');
    expect((await post(discussion.people.admin, '公告')).data.reviewState).toBe('approved');
  });

  it('keeps the review calls to admins', async () => {
    const list = await discussion.people.teacher.post('/api/admin/post/pending', {});
    expect(list.code).toBe(ERRORS.forbidden.code);
    const approve = await discussion.people.veteran.post('/api/admin/post/approve', {
      kind: 'post',
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(approve.code).toBe(ERRORS.forbidden.code);
    const unknown = await discussion.people.admin.post('/api/admin/post/approve', {
      kind: 'post',
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.code).toBe(ERRORS.postNotFound.code);
  });
});

describe('replies', () => {
  it('shows replies oldest first and counts those others can read', async () => {
    const { data: topic } = await post(discussion.people.veteran, '第一课的生词');
    const first = await reply(discussion.people.veteran, topic.id, '<p>我先说：<em>你好</em></p>');
    expect(first.data).toMatchObject({ reviewState: 'approved', authorName: 'سلمى' });
    const xss = await reply(
      discussion.people.teacher,
      topic.id,
      '<p>老师<img src="https://example.org/x.png" onerror="alert(1)"></p><script>alert(2)</script>',
    );
    expect(xss.data.content).toBe('<p>老师<img src="https://example.org/x.png" /></p>');

    // A new account's reply waits: its author sees it marked, others and the count do not.
    const waiting = await reply(discussion.people.member, topic.id, '<p>新同学的回复</p>');
    expect(waiting.data.reviewState).toBe('pending');
    expect(
      (await replies(discussion.people.visitor, topic.id)).list.map((item) => item.content),
    ).toEqual([
      '<p>我先说：<em>你好</em></p>',
      '<p>老师<img src="https://example.org/x.png" /></p>',
    ]);
    const ownView = await replies(discussion.people.member, topic.id);
    expect(ownView.list.at(-1)).toMatchObject({ id: waiting.data.id, reviewState: 'pending' });
    const before = await discussion.people.visitor.get<DiscussionPost>('/api/post/getPost', {
      id: topic.id,
    });
    expect(before.data.replyCount).toBe(2);

    // The admin approves the reply from the same list as posts; the count follows.
    const listed = await pending();
    expect(listed.list).toContainEqual(
      expect.objectContaining({ kind: 'reply', id: waiting.data.id, postId: topic.id }),
    );
    await discussion.people.admin.post('/api/admin/post/approve', {
      kind: 'reply',
      id: waiting.data.id,
    });
    const after = await discussion.people.visitor.get<DiscussionPost>('/api/post/getPost', {
      id: topic.id,
    });
    expect(after.data.replyCount).toBe(3);
    expect((await replies(discussion.people.visitor, topic.id)).total).toBe(3);
  });

  it('refuses empty replies, visitors, and posts the writer may not see', async () => {
    const { data: topic } = await post(discussion.people.veteran, '空回复');
    const empty = await reply(discussion.people.veteran, topic.id, '<p> </p>');
    expect(empty.code).toBe(ERRORS.postContentEmpty.code);
    const visitor = await reply(discussion.people.visitor, topic.id, '<p>hi</p>');
    expect(visitor.code).toBe(401);
    const { data: hidden } = await post(await discussion.people.newLearner('Nour'), '待审');
    expect(hidden.reviewState).toBe('pending');
    const toHidden = await reply(discussion.people.veteran, hidden.id, '<p>看不到</p>');
    expect(toHidden.code).toBe(ERRORS.postNotFound.code);
  });
});
