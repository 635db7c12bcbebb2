import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { MyLiveClass } from '@qiao/contracts/live-attendance';
import { initI18n } from '../../../../app/i18n';
import { answerPageOf, renderWithApi } from '../../../../test/render-with-api';
import { MyLiveClasses } from './my-live-classes';

beforeAll(() => {
  initI18n('ar');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const onNow: MyLiveClass = {
  id: 'a1',
  title: 'جلسة مباشرة',
  coverUrl: null,
  startsAt: '2026-11-23T10:00:00.000Z',
  endsAt: '2026-11-23T11:00:00.000Z',
  status: 'live',
  joinable: true,
  signedUpAt: '2026-11-22T10:00:00.000Z',
  firstJoinedAt: '2026-11-23T10:05:00.000Z',
  replays: [],
};

function answerWith(list: MyLiveClass[]) {
  answerPageOf(list);
  renderWithApi(<MyLiveClasses />);
}

describe('MyLiveClasses', () => {
  it('shows each class with its status, a join button while on, and the attended and signed-up marks', async () => {
    answerWith([
      onNow,
      {
        ...onNow,
        id: 'a2',
        title: 'ورشة النغمات',
        status: 'upcoming',
        joinable: false,
        firstJoinedAt: null,
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'جلسة مباشرة' })).toBeTruthy();
    expect(screen.getByText('مباشر الآن')).toBeTruthy();
    expect(screen.getByRole('button', { name: /انضم إلى الدرس/ })).toBeTruthy();
    expect(screen.getByText('حضرتَ')).toBeTruthy();
    expect(screen.getByText('قريبًا')).toBeTruthy();
    expect(screen.getByText('مسجَّل')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إلغاء التسجيل' })).toBeTruthy();
  });

  it('says when there is nothing yet and leads to the live classes', async () => {
    answerWith([]);
    expect(await screen.findByText('لم تسجّل في أي درس مباشر بعد.')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/pages/index/course_list');
  });
});
