import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { initI18n } from '../../app/i18n';
import { Pager } from './pager';

beforeAll(() => {
  initI18n('ar');
});

/** Accessible names an Arabic screen reader would hear that are Latin words: antd's defaults. */
function latinLabels(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[aria-label]')]
    .filter((element) => !element.closest('[aria-hidden="true"]'))
    .map((element) => element.getAttribute('aria-label') ?? '')
    .filter((label) => /[A-Za-z]{2,}/.test(label));
}

describe('Pager', () => {
  it('names its arrows and pages in Arabic, with no English icon names', () => {
    const { container } = render(
      <Pager current={1} pageSize={10} total={200} showSizeChanger={false} onChange={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'الصفحة السابقة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'الصفحة التالية' })).toBeTruthy();
    expect(screen.getByText('الصفحة 2')).toBeTruthy();
    expect(screen.getByText('الصفحات التالية')).toBeTruthy();
    expect(latinLabels(container)).toEqual([]);
  });
});
