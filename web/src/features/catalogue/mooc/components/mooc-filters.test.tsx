import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { initI18n } from '../../../../app/i18n';
import type { MoocListQuery } from '../rules/mooc-list-query';
import { MoocFilters } from './mooc-filters';

beforeAll(() => {
  initI18n('zh');
});

describe('MoocFilters', () => {
  it('shows each filter with "all" first and the chosen value selected', () => {
    render(<MoocFilters query={{ object: 'child', keyword: '', page: 1 }} onChange={() => {}} />);
    const audience = screen.getByRole('group', { name: '对象' });
    const options = within(audience)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(options).toEqual(['全部', '儿童', '青少年', '成人', '教师']);
    expect(
      within(audience).getByRole('radio', { checked: true }).closest('label')?.textContent,
    ).toBe('儿童');
    expect(screen.getByRole('group', { name: '类别' })).toBeTruthy();
  });

  it('changes one filter and goes back to the first page; "all" removes it', () => {
    const onChange = vi.fn<(next: MoocListQuery) => void>();
    render(<MoocFilters query={{ object: 'child', keyword: '', page: 3 }} onChange={onChange} />);
    fireEvent.click(within(screen.getByRole('group', { name: '难度' })).getByText('简单'));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ object: 'child', difficulty: 'easy', page: 1 }),
    );
    fireEvent.click(within(screen.getByRole('group', { name: '对象' })).getByText('全部'));
    expect(onChange.mock.lastCall?.[0].object).toBeUndefined();
  });
});
