// @vitest-environment jsdom
// The post body goes through DOMPurify, checked against a standards-following DOM.
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { DiscussionPost } from '@qiao/contracts/discussion';
import { initI18n } from '../../../app/i18n';
import { CURRENT_USER_KEY } from '../../../session/use-current-user';
import { PostCard } from './post-card';

beforeAll(() => {
  initI18n('ar');
});

const base: DiscussionPost = {
  id: 'p1',
  courseId: 'c1',
  title: 'كيف أتذكّر النغمات؟',
  content: '<p onclick="alert(1)">النغمة <strong>الثالثة</strong></p><script>alert(2)</script>',
  authorId: 'u1',
  authorName: 'سلمى',
  createdAt: '2026-11-23T10:00:00.000Z',
  likeCount: 3,
  replyCount: 2,
  shareCount: 1,
  reviewState: 'approved',
  rejectReason: null,
  liked: false,
  editedAt: null,
  canEdit: false,
  canDelete: false,
};

function show(post: DiscussionPost) {
  const client = new QueryClient();
  client.setQueryData(CURRENT_USER_KEY, {
    login_name: 'سلمى',
    user_name: '',
    uid: 'u1',
    type: 0,
    role: 'student',
  });
  const { container } = render(
    <QueryClientProvider client={client}>
      <App>
        <PostCard post={post} onOpen={() => undefined} />
      </App>
    </QueryClientProvider>,
  );
  return container;
}

describe('PostCard', () => {
  it('shows the text cleaned, the counters, and no delete for someone else’s post', () => {
    const container = show(base);
    expect(screen.getByRole('article', { name: base.title })).toBeTruthy();
    expect(container.innerHTML).not.toMatch(/onclick|<script/);
    expect(screen.getByText('الثالثة').tagName).toBe('STRONG');
    expect(container.querySelector('[data-counter="likes"]')?.textContent).toBe('3 إعجابات');
    expect(container.querySelector('[data-counter="replies"]')?.textContent).toBe('ردّان');
    expect(screen.getByRole('button', { name: /أعجبني/ }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(screen.queryByRole('button', { name: /حذف/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /تعديل/ })).toBeNull();
    expect(container.querySelector('[data-mark="edited"]')).toBeNull();
  });

  it('offers edit to its author and marks an edited post with the time of the edit', () => {
    const container = show({ ...base, canEdit: true, editedAt: '2026-11-24T08:30:00.000Z' });
    expect(screen.getByRole('button', { name: /تعديل/ })).toBeTruthy();
    const mark = container.querySelector('[data-mark="edited"]');
    expect(mark?.textContent).toContain('عُدِّلت');
    expect(mark?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-24T08:30:00.000Z');
  });

  it('offers "unlike" once liked, and delete to whom may delete', () => {
    show({ ...base, liked: true, canDelete: true });
    expect(screen.getByRole('button', { name: /إلغاء الإعجاب/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.queryByRole('button', { name: /^أعجبني$/ })).toBeNull();
    expect(screen.getByRole('button', { name: /حذف/ })).toBeTruthy();
  });

  it('marks a post waiting for review, which cannot be liked or shared yet', () => {
    show({ ...base, reviewState: 'pending' });
    expect(screen.getByText('بانتظار المراجعة')).toBeTruthy();
    expect(screen.getByRole('button', { name: /أعجبني/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: /مشاركة الرابط/ }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('shows the reason of a rejection to its author', () => {
    show({ ...base, reviewState: 'rejected', rejectReason: 'خارج موضوع الدورة' });
    expect(screen.getByText('مرفوضة: خارج موضوع الدورة')).toBeTruthy();
  });
});
