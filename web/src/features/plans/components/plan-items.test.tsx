import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { renderWithApi } from '../../../test/render-with-api';
import { planItem } from './plan-test-data';
import { PlanItems } from './plan-items';

const items = [
  planItem(),
  planItem({
    id: 'i2',
    kind: 'document',
    resourceId: 'd1',
    title: 'جدول البينيين',
    position: 2,
  }),
];

describe("a plan's items", () => {
  it('names the kind of a document before its title, and none before a class hour', () => {
    renderWithApi(<PlanItems items={items} />);
    const document = screen.getByRole('link', { name: 'مستند جدول البينيين' });
    expect(document.getAttribute('href')).toBe('/pages/document/document_detail?id=d1');
    expect(screen.getByRole('link', { name: 'الدرس 1: التحية' })).toBeTruthy();
  });

  it('in Chinese too', async () => {
    await i18next.changeLanguage('zh');
    try {
      renderWithApi(<PlanItems items={items} />);
      expect(screen.getByRole('link', { name: '文档 جدول البينيين' })).toBeTruthy();
    } finally {
      await i18next.changeLanguage('ar');
    }
  });
});
