import { describe, expect, it } from 'vitest';
import type { DiscussionPost, DiscussionReply, PendingWriting } from '@qiao/contracts/discussion';
import { ERRORS } from '@qiao/contracts/errors';
import { EMBED_SANDBOX } from '@qiao/contracts/media-embeds';
import type { CatalogueClient } from '../catalogue/mooc/mooc-test-setup';
import { useDiscussionServer, type Page } from './discussion-test-setup';

const discussion = useDiscussionServer();

const post = async (who: CatalogueClient, title = '帖子', content = '<p>内容</p>') =>
  (
    await who.post<DiscussionPost>('/api/post/addPost', {
      courseId: discussion.yct,
      title,
      content,
    })
  ).data;
const reply = async (who: CatalogueClient, postId: string, content = '<p>回复</p>') =>
  (await who.post<DiscussionReply>('/api/postReply/addPostReply', { postId, content })).data;
const editPost = (who: CatalogueClient, body: object, language?: string) =>
  who.post<DiscussionPost>('/api/post/editPost', body, language);
const editReply = (who: CatalogueClient, body: object, language?: string) =>
  who.post<DiscussionReply>('/api/postReply/editPostReply', body, language);
const deleteReply = (who: CatalogueClient, id: string, language?: string) =>
  who.post<{ id: string; postId: string; replyCount: number }>(
    '/api/postReply/delPostReply',
    { id },
    language,
  );
const seenPost = async (who: CatalogueClient, id: string) =>
  who.get<DiscussionPost>('/api/post/getPost', { id });
const replies = async (who: CatalogueClient, postId: string) =>
  (await who.post<Page<DiscussionReply>>('/api/postReply/getPostReplyList', { postId })).data;

describe('editing a post', () => {
  it('lets its author change title and content, marked edited with the time', async () => {
    const original = await post(discussion.people.veteran, '旧标题', '<p>旧内容</p>');
    expect(original).toMatchObject({ editedAt: null, canEdit: true });
    const edited = await editPost(discussion.people.veteran, {
      id: original.id,
      title: '  新标题 ',
      content: '<p>新<strong>内容</strong></p>',
    });
    expect(edited.code).toBe(0);
    expect(edited.data).toMatchObject({
      id: original.id,
      title: '新标题',
      content: '<p>新<strong>内容</strong></p>',
      reviewState: 'approved',
      canEdit: true,
    });
    expect(Date.parse(edited.data.editedAt!)).toBeGreaterThanOrEqual(
      Date.parse(original.createdAt),
    );
    const shown = await seenPost(discussion.people.visitor, original.id);
    expect(shown.data).toMatchObject({ title: '新标题', editedAt: edited.data.editedAt });
    expect(shown.data.canEdit).toBe(false);
  });

  it('refuses another learner and an admin with the translated message', async () => {
    const target = await post(discussion.people.veteran);
    const body = { id: target.id, title: '改', content: '<p>改</p>' };
    const byOther = await editPost(discussion.people.member, body, 'al');
    expect(byOther.code).toBe(ERRORS.postEditForbidden.code);
    expect(byOther.message).toBe('لا يعدّل المشاركة إلا كاتبها');
    const byAdmin = await editPost(discussion.people.admin, body);
    expect(byAdmin.code).toBe(ERRORS.postEditForbidden.code);
    expect(byAdmin.message).toBe('只有作者可以编辑该帖子');
    const byVisitor = await editPost(discussion.people.visitor, body);
    expect(byVisitor.code).toBe(401);
    expect((await seenPost(discussion.people.visitor, target.id)).data.title).toBe('帖子');
  });

  it('cleans an XSS attempt in an edit and applies the rules of adding', async () => {
    const target = await post(discussion.people.veteran);
    const edited = await editPost(discussion.people.veteran, {
      id: target.id,
      title: '<b>x</b>',
      content:
        '<p onclick="alert(1)">看</p><script>alert(2)</script>' +
        '<iframe src="javascript:alert(3)"></iframe><iframe srcdoc="<script>alert(4)</script>">' +
        '</iframe><a href="javascript:alert(5)">链接</a>' +
        '<iframe src="https://www.youtube.com/embed/abc" width="560" height="314" ' +
        'allowfullscreen="allowfullscreen" sandbox="allow-top-navigation"></iframe>',
    });
    expect(edited.code).toBe(0);
    expect(edited.data.content).not.toMatch(/onclick|<script|javascript:|srcdoc|top-navigation/i);
    expect(edited.data.content).toContain(
      '<iframe src="https://www.youtube.com/embed/abc" width="560" height="314" ' +
        `allowfullscreen="allowfullscreen" sandbox="${EMBED_SANDBOX}"></iframe>`,
    );
    expect(edited.data.title).toBe('<b>x</b>');
    const empty = await editPost(discussion.people.veteran, {
      id: target.id,
      title: 't',
      content: '<p> </p>',
    });
    expect(empty.code).toBe(ERRORS.postContentEmpty.code);
    const noTitle = await editPost(discussion.people.veteran, {
      id: target.id,
      title: ' ',
      content: '<p>a</p>',
    });
    expect(noTitle.code).toBe(ERRORS.postTitleEmpty.code);
    const pasted = await editPost(discussion.people.veteran, {
      id: target.id,
      title: 't',
      content: '<p><img src="data:image/png;base64,AAAA"></p>',
    });
    expect(pasted.code).toBe(ERRORS.postPastedImage.code);
  });

  it('keeps a pending post pending, and sends a still-new account’s approved post back to review', async () => {
    const learner = await discussion.people.newLearner('Noura');
    const pending = await post(learner, '新人', '<p>第一次</p>');
    expect(pending.reviewState).toBe('pending');
    const stillPending = await editPost(learner, {
      id: pending.id,
      title: '新人',
      content: '<p>改过</p>',
    });
    expect(stillPending.data.reviewState).toBe('pending');

    await discussion.people.admin.post('/api/admin/post/approve', { kind: 'post', id: pending.id });
    expect((await seenPost(discussion.people.visitor, pending.id)).code).toBe(0);
    const backToReview = await editPost(learner, {
      id: pending.id,
      title: '新人',
      content: '<p>换成别的</p>',
    });
    expect(backToReview.data.reviewState).toBe('pending');
    expect((await seenPost(discussion.people.visitor, pending.id)).code).toBe(
      ERRORS.postNotFound.code,
    );
    const queue = await discussion.people.admin.post<Page<PendingWriting>>(
      '/api/admin/post/pending',
      { pageCount: 100 },
    );
    // The admin sees that it came back after an edit, and when.
    expect(queue.data.list.find((item) => item.id === pending.id)).toMatchObject({
      content: '<p>换成别的</p>',
      editedAt: backToReview.data.editedAt,
    });
  });

  it('sends a rejected post back to review without its old reason', async () => {
    const learner = await discussion.people.newLearner('Hadi');
    const target = await post(learner);
    await discussion.people.admin.post('/api/admin/post/reject', {
      kind: 'post',
      id: target.id,
      reason: '离题',
    });
    const edited = await editPost(learner, {
      id: target.id,
      title: '帖子',
      content: '<p>切题</p>',
    });
    expect(edited.data).toMatchObject({ reviewState: 'pending', rejectReason: null });
  });
});

describe('editing a reply', () => {
  it('lets its author edit it, refuses others, and cleans the text', async () => {
    const target = await post(discussion.people.veteran);
    const mine = await reply(discussion.people.teacher, target.id, '<p>第一版</p>');
    expect(mine).toMatchObject({ canEdit: true, canDelete: true, editedAt: null });
    const edited = await editReply(discussion.people.teacher, {
      id: mine.id,
      content: '<p onmouseover="alert(1)">第二版</p><script>alert(1)</script>',
    });
    expect(edited.code).toBe(0);
    expect(edited.data).toMatchObject({ content: '<p>第二版</p>', reviewState: 'approved' });
    expect(edited.data.editedAt).not.toBeNull();

    const byOther = await editReply(
      discussion.people.veteran,
      { id: mine.id, content: '<p>x</p>' },
      'al',
    );
    expect(byOther.code).toBe(ERRORS.replyEditForbidden.code);
    expect(byOther.message).toBe('لا يعدّل الرد إلا كاتبه');
    const byAdmin = await editReply(discussion.people.admin, { id: mine.id, content: '<p>x</p>' });
    expect(byAdmin.code).toBe(ERRORS.replyEditForbidden.code);
    const listed = await replies(discussion.people.visitor, target.id);
    expect(listed.list).toEqual([
      expect.objectContaining({ id: mine.id, content: '<p>第二版</p>', canEdit: false }),
    ]);
  });

  it('takes a reply sent back to review out of the post’s count, and back when approved', async () => {
    const target = await post(discussion.people.veteran);
    const learner = await discussion.people.newLearner('Samir');
    const first = await reply(learner, target.id, '<p>等待</p>');
    await discussion.people.admin.post('/api/admin/post/approve', { kind: 'reply', id: first.id });
    expect((await seenPost(discussion.people.visitor, target.id)).data.replyCount).toBe(1);

    const edited = await editReply(learner, { id: first.id, content: '<p>改了</p>' });
    expect(edited.data.reviewState).toBe('pending');
    expect((await seenPost(discussion.people.visitor, target.id)).data.replyCount).toBe(0);
    expect((await replies(discussion.people.visitor, target.id)).total).toBe(0);

    await discussion.people.admin.post('/api/admin/post/approve', { kind: 'reply', id: first.id });
    expect((await seenPost(discussion.people.visitor, target.id)).data.replyCount).toBe(1);
  });

  it('answers “reply not found” for a reply the caller may not see', async () => {
    const target = await post(discussion.people.veteran);
    const learner = await discussion.people.newLearner('Lina');
    const pending = await reply(learner, target.id);
    const answer = await editReply(
      discussion.people.member,
      { id: pending.id, content: '<p>x</p>' },
      'al',
    );
    expect(answer.code).toBe(ERRORS.replyNotFound.code);
    expect(answer.message).toBe('هذا الرد غير موجود أو غير متاح لك');
  });
});

describe('deleting a reply', () => {
  it('lets the author or an admin delete, refuses others, and keeps the count true', async () => {
    const target = await post(discussion.people.veteran);
    const byTeacher = await reply(discussion.people.teacher, target.id, '<p>老师</p>');
    const byVeteran = await reply(discussion.people.veteran, target.id, '<p>作者</p>');
    const pending = await reply(discussion.people.newcomer, target.id, '<p>新人</p>');
    expect(pending.reviewState).toBe('pending');
    expect((await seenPost(discussion.people.visitor, target.id)).data.replyCount).toBe(2);

    const byOther = await deleteReply(discussion.people.member, byTeacher.id, 'al');
    expect(byOther.code).toBe(ERRORS.replyDeleteForbidden.code);
    expect(byOther.message).toBe('لا يحذف الرد إلا كاتبه أو المسؤول');
    const byVisitor = await deleteReply(discussion.people.visitor, byTeacher.id);
    expect(byVisitor.code).toBe(401);

    const own = await deleteReply(discussion.people.veteran, byVeteran.id);
    expect(own).toMatchObject({
      code: 0,
      data: { id: byVeteran.id, postId: target.id, replyCount: 1 },
    });
    const byAdmin = await deleteReply(discussion.people.admin, byTeacher.id);
    expect(byAdmin.data.replyCount).toBe(0);
    // A pending reply never counted: deleting it leaves the count as it is.
    const pendingGone = await deleteReply(discussion.people.newcomer, pending.id);
    expect(pendingGone.data.replyCount).toBe(0);

    expect((await seenPost(discussion.people.visitor, target.id)).data.replyCount).toBe(0);
    expect((await replies(discussion.people.admin, target.id)).total).toBe(0);
    const again = await deleteReply(discussion.people.admin, byTeacher.id);
    expect(again.code).toBe(ERRORS.replyNotFound.code);
  });

  it('counts right when two deletes of the same reply arrive together', async () => {
    const target = await post(discussion.people.veteran);
    const one = await reply(discussion.people.teacher, target.id);
    await reply(discussion.people.veteran, target.id);
    const answers = await Promise.all([
      deleteReply(discussion.people.teacher, one.id),
      deleteReply(discussion.people.admin, one.id),
    ]);
    expect(answers.map((answer) => answer.code).sort()).toEqual(
      [0, ERRORS.replyNotFound.code].sort(),
    );
    expect((await seenPost(discussion.people.visitor, target.id)).data.replyCount).toBe(1);
  });
});
