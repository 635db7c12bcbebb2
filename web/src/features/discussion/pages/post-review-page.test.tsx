import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { PendingWriting } from '@qiao/contracts/discussion';
import { initI18n } from '../../../app/i18n';
import { CURRENT_USER_KEY } from '../../../session/use-current-user';
import { answerPageOf, renderWithApi } from '../../../test/render-with-api';
import PostReviewPage from './post-review-page';

beforeAll(() => {
  initI18n('ar');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const waiting: PendingWriting = {
  kind: 'post',
  id: 'p1',
  courseId: 'c1',
  courseTitle: 'YCT 1',
  postId: 'p1',
  postTitle: 'سؤال جديد',
  content: '<p>أول مرة</p>',
  authorName: 'نورة',
  createdAt: '2026-11-20T10:00:00.000Z',
  editedAt: null,
};

function showQueue(list: PendingWriting[]) {
  answerPageOf(list);
  const client = new QueryClient();
  client.setQueryData(CURRENT_USER_KEY, {
    login_name: 'admin',
    user_name: 'مسؤول',
    uid: 'a1',
    type: 0,
    role: 'admin',
  });
  renderWithApi(<PostReviewPage />, client);
}

describe('the discussion review page', () => {
  it('marks writing that came back for review after an edit, and not the rest', async () => {
    showQueue([
      waiting,
      {
        ...waiting,
        id: 'p2',
        postId: 'p2',
        postTitle: 'سؤال معدَّل',
        editedAt: '2026-11-24T08:30:00.000Z',
      },
    ]);
    const edited = (await screen.findByText('سؤال معدَّل')).closest('tr')!;
    expect(within(edited as HTMLElement).getByText(/عُدِّلت/)).toBeTruthy();
    const fresh = screen.getByText('سؤال جديد').closest('tr')!;
    expect(within(fresh as HTMLElement).queryByText(/عُدِّلت/)).toBeNull();
  });
});
