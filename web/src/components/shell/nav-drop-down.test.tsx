import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '../../app/i18n';
import { NAV_ENTRIES } from '../../app/nav-entries';
import { TopWindow } from './top-window';

beforeEach(() => {
  initI18n('ar');
});

function renderMenu(trail: string[] = []) {
  render(<TopWindow entries={NAV_ENTRIES} trail={trail} />);
  return screen.getByRole('navigation', { name: 'القائمة الرئيسية' });
}

describe('the course centre drop-down of the top menu', () => {
  it('keeps the course centre a link, and shows its lists only once opened', () => {
    renderMenu();
    expect(screen.getByRole('link', { name: 'مركز الدورات' }).getAttribute('href')).toBe(
      '/#/pages/mooc_list/mooc_list',
    );
    expect(screen.queryByRole('link', { name: 'الدروس المصغّرة' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'قوائم مركز الدورات' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'الدروس المصغّرة' }).getAttribute('href')).toBe(
      '/#/pages/weike_list/weike_list',
    );
  });

  it('closes on Escape, giving focus back to its button', () => {
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'قوائم مركز الدورات' });
    fireEvent.click(toggle);
    fireEvent.keyDown(screen.getByRole('link', { name: 'الفيديوهات' }), { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('closes once a list is chosen', () => {
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'قوائم مركز الدورات' }));
    fireEvent.click(screen.getByRole('link', { name: 'المستندات' }));
    expect(screen.queryByRole('link', { name: 'المستندات' })).toBeNull();
  });

  it('marks the page showing, and its course centre as holding it', () => {
    renderMenu(['course-centre', 'videos']);
    expect(screen.getByRole('link', { name: 'مركز الدورات' }).getAttribute('aria-current')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'قوائم مركز الدورات' }));
    expect(screen.getByRole('link', { name: 'الفيديوهات' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });
});
