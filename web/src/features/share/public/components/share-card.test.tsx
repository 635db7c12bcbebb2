import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { PublicShareCard } from '@qiao/contracts/share-public';
import { initI18n } from '../../../../app/i18n';
import { ShareCard } from './share-card';

beforeAll(() => {
  initI18n('ar');
});

const share: PublicShareCard = {
  id: '5b0c1e8e-2f33-4d0e-9a53-2b7e0c1f4a10',
  shareBatchNum: 'AbCdEfGhIjKlMnOpQrStUvWx',
  public_title: 'ملخّص القواعد',
  public_desc: 'مقدّمة قصيرة عن 是 و 的',
  public_category_id: 3,
  categoryTitle: 'القواعد',
  ownerName: 'Amal 王',
  shareTime: '2026-01-02T03:04:05.000Z',
  publishTime: '2026-01-03T03:04:05.000Z',
  fileName: 'grammar',
  fileCount: 1,
  viewCount: 12,
  downloadCount: 3,
  resaveCount: 4,
  thumbCount: 7,
  collectCount: 2,
  status: 1,
  contentChangedAt: null,
};

describe('ShareCard', () => {
  it('links the title to the detail page at the share root and shows every counter', () => {
    render(
      <MemoryRouter>
        <ShareCard share={share} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'ملخّص القواعد' });
    expect(link.getAttribute('href')).toBe(
      '/pages/shared-file-detail/shared-file-detail?shareBatchNum=AbCdEfGhIjKlMnOpQrStUvWx&filePath=%2F',
    );
    expect(screen.getByText('Amal 王').tagName).toBe('BDI');
    const counts = screen.getByRole('list', { name: 'العدّادات' });
    const read = (name: string) => within(counts).getByTitle(name).textContent;
    expect(read('المشاهدات')).toBe('المشاهدات12');
    expect(read('التنزيلات')).toBe('التنزيلات3');
    expect(read('الإعجابات')).toBe('الإعجابات7');
    expect(read('المفضّلة')).toBe('المفضّلة2');
    expect(read('الحفظ في المساحات')).toBe('الحفظ في المساحات4');
  });
});
