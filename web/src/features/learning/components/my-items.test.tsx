import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { MyItem } from '@qiao/contracts/learning-items';
import { initI18n } from '../../../app/i18n';
import { answerPageOf, renderWithApi } from '../../../test/render-with-api';
import { MyItems } from './my-items';

beforeAll(() => {
  initI18n('ar');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const book: MyItem = {
  id: 'b1',
  slug: 'tadpole',
  kind: 'ebook',
  title: 'الشراغيف الصغيرة',
  summary: '',
  coverUrl: null,
  durationSeconds: null,
  readingDirection: 'ltr',
  mediaType: 'application/epub+zip',
  publishedAt: '2026-01-02T00:00:00.000Z',
  progress: 100,
  done: true,
  currentTime: 0,
  lastStudiedAt: '2026-11-24T08:30:00.000Z',
  collection: null,
};

function showDocuments(list: MyItem[]) {
  answerPageOf(list);
  renderWithApi(<MyItems list="documents" />);
}

describe('MyItems', () => {
  it('opens each e-book where it belongs: a rainbow-dragon one in its own reader', async () => {
    showDocuments([
      book,
      {
        ...book,
        id: 'b2',
        title: 'التنين الملوّن',
        collection: { id: 's1', kind: 'rainbow_section' },
      },
    ]);
    const general = await screen.findByRole('link', { name: 'الشراغيف الصغيرة' });
    expect(general.getAttribute('href')).toBe('/pages/ebook_list/ebook?id=b1');
    const rainbow = screen.getByRole('link', { name: 'التنين الملوّن' });
    expect(rainbow.getAttribute('href')).toBe('/pages/rainbow-dragon/ebook?id=b2');
  });

  it('writes when it was last opened with Latin digits in Arabic', async () => {
    showDocuments([book]);
    const line = await screen.findByText(/آخر فتح/);
    expect(line.textContent).toMatch(/2026/);
    expect(line.textContent).not.toMatch(/[٠-٩]/);
  });
});
