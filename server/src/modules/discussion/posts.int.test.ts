import { describe, expect, it } from 'vitest';
import type { DiscussionPost } from '@qiao/contracts/discussion';
import { ERRORS } from '@qiao/contracts/errors';
import type { CatalogueClient } from '../catalogue/mooc/mooc-test-setup';
import { useDiscussionServer, type Page } from './discussion-test-setup';

const discussion = useDiscussionServer();

const post = (who: CatalogueClient, body: object) =>
  who.post<DiscussionPost>('/api/post/addPost', { courseId: discussion.yct, ...body });
const list = (who: CatalogueClient, body: object = {}) =>
  who.post<Page<DiscussionPost>>('/api/post/getPostList', { courseId: discussion.yct, ...body });

describe('posting on a course', () => {
  it('shows a post to visitors at once when its author is not new, with counters at zero', async () => {
    const added = await post(discussion.people.veteran, {
      title: '  怎么记住声调？ ',
      content: '<p>我总是忘记<strong>第三声</strong>。</p>',
    });
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({
      title: '怎么记住声调？',
      content: '<p>我总是忘记<strong>第三声</strong>。</p>',
      authorName: 'سلمى',
      reviewState: 'approved',
      likeCount: 0,
      replyCount: 0,
      shareCount: 0,
      liked: false,
      canDelete: true,
    });
    const seen = await list(discussion.people.visitor);
    expect(seen.data.list.map((item) => item.id)).toContain(added.data.id);
    const one = await discussion.people.visitor.get<DiscussionPost>('/api/post/getPost', {
      id: added.data.id,
    });
    expect(one.data).toMatchObject({ title: '怎么记住声调？', canDelete: false });
  });

  it('stores a stored-XSS attempt only as harmless text', async () => {
    const added = await post(discussion.people.veteran, {
      title: '<img src=x onerror=alert(1)>',
      content:
        '<p onmouseover="alert(1)">看<a href="javascript:alert(2)">这里</a></p>' +
        '<script>fetch("/api/user/getUserInfo")</script><iframe src="https://evil.example"></iframe>' +
        '<a href="https://example.org" target="_blank">链接</a>',
    });
    expect(added.code).toBe(0);
    const stored = (
      await discussion.people.visitor.get<DiscussionPost>('/api/post/getPost', {
        id: added.data.id,
      })
    ).data;
    expect(stored.content).not.toMatch(/script|onmouseover|javascript:|iframe/i);
    expect(stored.content).toContain(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">链接</a>',
    );
    // The title is plain text: it is shown as text, never as markup.
    expect(stored.title).toBe('<img src=x onerror=alert(1)>');
  });

  it('refuses an empty title, empty content and pasted pictures, in the caller’s language', async () => {
    const noTitle = await post(discussion.people.veteran, { title: '   ', content: '<p>内容</p>' });
    expect(noTitle.code).toBe(ERRORS.postTitleEmpty.code);
    expect(noTitle.message).toBe('标题不能为空');
    const noContent = await discussion.people.veteran.post(
      '/api/post/addPost',
      {
        courseId: discussion.yct,
        title: 'عنوان',
        content: '<p>&nbsp;</p><script>alert(1)</script>',
      },
      'al',
    );
    expect(noContent.code).toBe(ERRORS.postContentEmpty.code);
    expect(noContent.message).toBe('لا يمكن أن يكون المحتوى فارغًا');
    const pasted = await post(discussion.people.veteran, {
      title: '图片',
      content: '<p><img src="data:image/png;base64,iVBORw0KGgo="></p>',
    });
    expect(pasted.code).toBe(ERRORS.postPastedImage.code);
    const missing = await discussion.people.veteran.post('/api/post/addPost', {
      courseId: discussion.yct,
      title: 'x',
    });
    expect(missing.code).toBe(400);
  });

  it('asks a visitor to sign in before writing', async () => {
    const answer = await post(discussion.people.visitor, { title: '你好', content: '<p>你好</p>' });
    expect(answer.code).toBe(401);
  });

  it('keeps discussions of a course to those who may see the course', async () => {
    const classOnly = discussion.people.content.courses.classOnly.id;
    const byMember = await discussion.people.member.post<DiscussionPost>('/api/post/addPost', {
      courseId: classOnly,
      title: '班级讨论',
      content: '<p>只有本班同学能看到</p>',
    });
    expect(byMember.code).toBe(0);
    const outsider = await discussion.people.veteran.post('/api/post/addPost', {
      courseId: classOnly,
      title: '外人',
      content: '<p>不应成功</p>',
    });
    expect(outsider.code).toBe(ERRORS.moocCourseNotFound.code);
    const outsiderList = await discussion.people.veteran.post('/api/post/getPostList', {
      courseId: classOnly,
    });
    expect(outsiderList.code).toBe(ERRORS.moocCourseNotFound.code);
    const visitorList = await discussion.people.visitor.post('/api/post/getPostList', {
      courseId: classOnly,
    });
    expect(visitorList.code).toBe(ERRORS.moocCourseNotFound.code);
    const backOffice = await discussion.people.veteran.post('/api/post/getPostList', {
      courseId: discussion.people.content.courses.backOffice.id,
    });
    expect(backOffice.code).toBe(ERRORS.moocCourseNotFound.code);
    // The member's post (even once approved) is not reachable by id from outside the class.
    await discussion.people.admin.post('/api/admin/post/approve', {
      kind: 'post',
      id: byMember.data.id,
    });
    const byId = await discussion.people.veteran.get('/api/post/getPost', { id: byMember.data.id });
    expect(byId.code).toBe(ERRORS.postNotFound.code);
    const like = await discussion.people.veteran.post('/api/post/addPostLike', {
      id: byMember.data.id,
    });
    expect(like.code).toBe(ERRORS.postNotFound.code);
    const badId = await discussion.people.visitor.get('/api/post/getPost', { id: 'not-a-post' });
    expect(badId.code).toBe(400);
  });
});

describe('likes and shares', () => {
  it('counts one like per person: a second like is refused and the count stays', async () => {
    const { data: target } = await post(discussion.people.veteran, {
      title: '点赞测试',
      content: '<p>请点赞</p>',
    });
    const first = await discussion.people.newcomer.post('/api/post/addPostLike', { id: target.id });
    expect(first.data).toEqual({ liked: true, likeCount: 1 });
    const again = await discussion.people.newcomer.post('/api/post/addPostLike', { id: target.id });
    expect(again.code).toBe(ERRORS.postAlreadyLiked.code);
    const other = await discussion.people.teacher.post('/api/post/addPostLike', { id: target.id });
    expect(other.data).toEqual({ liked: true, likeCount: 2 });
    const seen = await discussion.people.newcomer.get<DiscussionPost>('/api/post/getPost', {
      id: target.id,
    });
    expect(seen.data).toMatchObject({ likeCount: 2, liked: true });

    const undo = await discussion.people.newcomer.post('/api/post/delPostLike', { id: target.id });
    expect(undo.data).toEqual({ liked: false, likeCount: 1 });
    const undoAgain = await discussion.people.newcomer.post('/api/post/delPostLike', {
      id: target.id,
    });
    expect(undoAgain.code).toBe(ERRORS.postNotLiked.code);
    const visitorLike = await discussion.people.visitor.post('/api/post/addPostLike', {
      id: target.id,
    });
    expect(visitorLike.code).toBe(401);
  });

  it('counts two likes sent at the same moment once', async () => {
    const { data: target } = await post(discussion.people.veteran, {
      title: '并发',
      content: '<p>同时</p>',
    });
    const answers = await Promise.all([
      discussion.people.member.post('/api/post/addPostLike', { id: target.id }),
      discussion.people.member.post('/api/post/addPostLike', { id: target.id }),
    ]);
    expect(answers.map((answer) => answer.code).sort()).toEqual(
      [0, ERRORS.postAlreadyLiked.code].sort(),
    );
    const seen = await discussion.people.visitor.get<DiscussionPost>('/api/post/getPost', {
      id: target.id,
    });
    expect(seen.data.likeCount).toBe(1);
  });

  it('lists newest first or most liked first, in pages of the asked size', async () => {
    const writer = await discussion.people.anotherVeteran('Amal');
    const { data: older } = await writer.post<DiscussionPost>('/api/post/addPost', {
      courseId: discussion.people.content.courses.hsk.id,
      title: '旧帖',
      content: '<p>旧</p>',
    });
    const { data: newer } = await writer.post<DiscussionPost>('/api/post/addPost', {
      courseId: discussion.people.content.courses.hsk.id,
      title: '新帖',
      content: '<p>新</p>',
    });
    await discussion.people.teacher.post('/api/post/addPostLike', { id: older.id });
    const ids = async (order: string, extra: object = {}) =>
      (
        await discussion.people.visitor.post<Page<DiscussionPost>>('/api/post/getPostList', {
          courseId: discussion.people.content.courses.hsk.id,
          order,
          ...extra,
        })
      ).data;
    expect((await ids('new')).list.map((item) => item.id)).toEqual([newer.id, older.id]);
    expect((await ids('hot')).list.map((item) => item.id)).toEqual([older.id, newer.id]);
    const paged = await ids('new', { pageCount: 1, currentPage: 2 });
    expect(paged).toMatchObject({ total: 2, list: [{ id: older.id }] });
  });

  it('counts a share and answers the link to copy, for visitors too', async () => {
    const { data: target } = await post(discussion.people.veteran, {
      title: '分享',
      content: '<p>分享</p>',
    });
    const first = await discussion.people.visitor.post<{ shareCount: number; path: string }>(
      '/api/post/addPostShare',
      { id: target.id },
    );
    expect(first.data).toEqual({
      shareCount: 1,
      path: `/#/pages/mooc_details/mooc_details?id=${discussion.yct}&tab=discussion&post=${target.id}`,
    });
    const second = await discussion.people.newcomer.post<{ shareCount: number }>(
      '/api/post/addPostShare',
      {
        id: target.id,
      },
    );
    expect(second.data.shareCount).toBe(2);
  });
});

describe('deleting', () => {
  it('lets only the author or an admin delete, taking the replies along', async () => {
    const { data: target } = await post(discussion.people.veteran, {
      title: '删除',
      content: '<p>删</p>',
    });
    await discussion.people.teacher.post('/api/postReply/addPostReply', {
      postId: target.id,
      content: '<p>回复</p>',
    });
    const byOther = await discussion.people.newcomer.post('/api/post/delPost', { id: target.id });
    expect(byOther.code).toBe(ERRORS.postDeleteForbidden.code);
    const byTeacher = await discussion.people.teacher.post('/api/post/delPost', { id: target.id });
    expect(byTeacher.code).toBe(ERRORS.postDeleteForbidden.code);
    const byAuthor = await discussion.people.veteran.post('/api/post/delPost', { id: target.id });
    expect(byAuthor).toMatchObject({ code: 0, data: { id: target.id } });
    const gone = await discussion.people.veteran.get('/api/post/getPost', { id: target.id });
    expect(gone.code).toBe(ERRORS.postNotFound.code);
    const replies = await discussion.people.visitor.post('/api/postReply/getPostReplyList', {
      postId: target.id,
    });
    expect(replies.code).toBe(ERRORS.postNotFound.code);

    const { data: another } = await post(discussion.people.veteran, {
      title: '管理员删',
      content: '<p>x</p>',
    });
    const byAdmin = await discussion.people.admin.post('/api/post/delPost', { id: another.id });
    expect(byAdmin.code).toBe(0);
    const seenByAdmin = await discussion.people.admin.get<DiscussionPost>('/api/post/getPost', {
      id: another.id,
    });
    expect(seenByAdmin.code).toBe(ERRORS.postNotFound.code);
  });
});
