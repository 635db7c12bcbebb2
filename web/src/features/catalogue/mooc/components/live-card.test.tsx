import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { LiveClass } from '@qiao/contracts/catalogue-mooc-live';
import { initI18n } from '../../../../app/i18n';
import { LiveCard } from './live-card';

beforeAll(() => {
  initI18n('ar');
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
  joinUrl: 'https://live.example.org/room/r1',
  replays: [],
};

function show(live: LiveClass) {
  render(
    <MemoryRouter>
      <LiveCard live={live} />
    </MemoryRouter>,
  );
}

describe('LiveCard', () => {
  it('offers to join a class that is on, at the provider, in a new tab', () => {
    show(base);
    expect(screen.getByText('مباشر الآن')).toBeTruthy();
    expect(screen.getByText('تعلّم اللغة')).toBeTruthy();
    const join = screen.getByRole('link', { name: /انضم إلى الدرس/ });
    expect(join.getAttribute('href')).toBe('https://live.example.org/room/r1');
    expect(join.getAttribute('target')).toBe('_blank');
  });

  it('says so when no provider is configured', () => {
    show({ ...base, joinUrl: null });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('غرفة البث غير متاحة على هذا الموقع.')).toBeTruthy();
  });

  it('lists the replays of an ended class with their length, each opening the video page', () => {
    show({
      ...base,
      status: 'ended',
      joinUrl: null,
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
    const replay = screen.getByRole('link', { name: 'شاهد التسجيل الثاني' });
    expect(replay.getAttribute('href')).toBe('/pages/video_details/video_details?id=r2');
    expect(screen.getByText('30:00')).toBeTruthy();
  });

  it('tells that an ended class without replays has none', () => {
    show({ ...base, status: 'ended', joinUrl: null });
    expect(screen.getByText('لم يُنشر تسجيل لهذا الدرس.')).toBeTruthy();
  });
});
