import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '../../app/i18n';
import { SearchField } from './search-field';

beforeAll(() => {
  initI18n('ar');
});

describe('SearchField', () => {
  it('names its search and clear buttons in Arabic and searches on the button', () => {
    const onSearch = vi.fn();
    const { container } = render(
      <SearchField aria-label="كلمة البحث" defaultValue="你好" onSearch={onSearch} primary />,
    );
    const labels = [...container.querySelectorAll('[aria-label]')]
      .filter((element) => !element.closest('[aria-hidden="true"]'))
      .map((element) => element.getAttribute('aria-label'));
    expect(labels).toContain('مسح البحث');
    expect(labels.filter((label) => /[A-Za-z]{2,}/.test(label ?? ''))).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'بحث' }));
    expect(onSearch).toHaveBeenCalledWith('你好', expect.anything(), expect.anything());
  });
});
