import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '../../app/i18n';
import { LanguageSwitch } from './language-switch';

beforeEach(() => {
  initI18n('ar');
});

describe('the language switch', () => {
  it('is a select named in the interface language, standing on it', () => {
    render(<LanguageSwitch />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'لغة الواجهة' });
    expect(select.value).toBe('ar');
    // Each language named in itself, marked with its own language for screen readers.
    const options = screen.getAllByRole<HTMLOptionElement>('option');
    expect(options.map((option) => [option.textContent, option.lang])).toEqual([
      ['العربية', 'ar'],
      ['中文', 'zh-CN'],
      ['English', 'en'],
    ]);
  });

  it('switches the page language and direction in place', async () => {
    render(<LanguageSwitch />);
    fireEvent.change(screen.getByRole('combobox', { name: 'لغة الواجهة' }), {
      target: { value: 'zh' },
    });
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: '界面语言' });
    expect(select.value).toBe('zh');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});
