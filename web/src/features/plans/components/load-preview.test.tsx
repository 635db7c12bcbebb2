import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApi } from '../../../test/render-with-api';
import { addDays } from '../rules/local-dates';
import { LoadPreview } from './load-preview';

describe('the preview of a lowered load', () => {
  it('lists the first days in full and counts the class hours moved after them', () => {
    const moves = Array.from({ length: 10 }, (_, index) => ({
      itemId: `i${index}`,
      title: `الدرس ${index + 1}`,
      from: addDays('2026-11-26', index),
      to: addDays('2026-11-27', index),
    }));
    renderWithApi(<LoadPreview moves={moves} endDate="2027-02-10" />);
    expect(screen.getByText('ستنتقل 10 حصص إلى أيام لاحقة:')).toBeTruthy();
    const days = screen.getByTestId('load-preview').querySelectorAll('li[data-date]');
    expect([...days].map((day) => day.getAttribute('data-date'))).toEqual([
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(screen.getByText('و4 حصص أخرى بعدها')).toBeTruthy();
  });
});
