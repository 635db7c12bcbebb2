import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { LiveClass } from '@qiao/contracts/catalogue-mooc-live';
import { initI18n } from '../../../../app/i18n';
import { LiveCard } from './live-card';

beforeAll(() => {
  initI18n('ar');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const base: LiveClass = {
  id: 'a1',
  title: 'بث مباشر: مرحبًا',
  summary: '',
  coverUrl: null,
  category: 'learn',
  cate: 2,
  startsAt: '2026-11-23T10:00:00.000Z',
  endsAt: '2026-11-23T11:00:00.000Z',
  status: 'live',
  joinable: true,
  attendance: { signedUp: true, joined: false },
  replays: [],
};

function show(live: LiveClass) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <LiveCard live={live} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('LiveCard', () => {
  it('enters a class that is on through Qiao, loading the room in a tab opened by the click', async () => {
    const replace = vi.fn();
    const tab = { closed: false, opener: {}, location: { replace }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const fetch = vi.fn(async () =>
      Response.json({
        success: true,
        code: 0,
        message: 'تمت العملية بنجاح',
        data: { id: 'a1', url: 'https://live.example.org/room/r1' },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    show(base);
    expect(screen.getByText('مباشر الآن')).toBeTruthy();
    expect(screen.getByText('تعلّم اللغة')).toBeTruthy();
    expect(screen.getByText('مسجَّل')).toBeTruthy();
    // The card never holds the room's address itself.
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /انضم إلى الدرس/ }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('https://live.example.org/room/r1'));
    expect(tab.opener).toBeNull();
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain('/api/user/getLiveUrl');
  });

  it('asks a visitor to sign in to join', () => {
    show({ ...base, attendance: null });
    expect(screen.getByRole('button', { name: /سجّل الدخول للانضمام/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /انضم إلى الدرس/ })).toBeNull();
  });

  it('shows a signed-up upcoming class with a way to cancel, and an unsigned one with sign-up', () => {
    const upcoming = { ...base, status: 'upcoming' as const, joinable: false };
    show({ ...upcoming, attendance: { signedUp: true, joined: false } });
    expect(screen.getByText('مسجَّل')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إلغاء التسجيل' })).toBeTruthy();
    show({ ...upcoming, id: 'a2', attendance: { signedUp: false, joined: false } });
    expect(screen.getByRole('button', { name: 'سجّل' })).toBeTruthy();
  });

  it('says so when no provider is configured', () => {
    show({ ...base, joinable: false });
    expect(screen.queryByRole('button', { name: /انضم إلى الدرس/ })).toBeNull();
    expect(screen.getByText('غرفة البث غير متاحة على هذا الموقع.')).toBeTruthy();
  });

  it('lists the replays of an ended class with their length, each opening the video page', () => {
    show({
      ...base,
      status: 'ended',
      joinable: false,
      attendance: { signedUp: true, joined: true },
      replays: [
        {
          id: 'r2',
          title: 'التسجيل الثاني',
          summary: '',
          coverUrl: null,
          durationSeconds: 1800,
          publishedAt: '2026-11-23T12:00:00.000Z',
          groupId: 'g1',
        },
      ],
    });
    expect(screen.getByText('انتهى')).toBeTruthy();
    expect(screen.getByText('حضرتَ')).toBeTruthy();
    const replay = screen.getByRole('link', { name: 'شاهد التسجيل الثاني' });
    expect(replay.getAttribute('href')).toBe('/pages/video_details/video_details?id=r2');
    expect(screen.getByText('30:00')).toBeTruthy();
  });

  it('tells that an ended class without replays has none', () => {
    show({ ...base, status: 'ended', joinable: false });
    expect(screen.getByText('لم يُنشر تسجيل لهذا الدرس.')).toBeTruthy();
  });
});
