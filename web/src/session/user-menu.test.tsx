import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { UserMenu, type UserMenuItem } from './user-menu';

function renderMenu() {
  const chosen = vi.fn<(key: string) => void>();
  const items: UserMenuItem[] = [
    { key: 'personal', icon: null, label: 'Personal centre', onSelect: () => chosen('personal') },
    { key: 'shares', icon: null, label: 'My shares', onSelect: () => chosen('shares') },
    { key: 'divider', divider: true },
    { key: 'logout', icon: null, label: 'Log out', onSelect: () => chosen('logout') },
  ];
  render(
    <>
      <UserMenu label="Menu of lina" button="lina" items={items} />
      <p>elsewhere</p>
    </>,
  );
  return { chosen, trigger: screen.getByRole('button', { name: 'Menu of lina' }) };
}

describe('the user menu', () => {
  it('is closed at first and says it opens a menu', () => {
    const { trigger } = renderMenu();
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on a click with the first entry focused, and runs the entry clicked', () => {
    const { chosen, trigger } = renderMenu();
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Personal centre' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(chosen).toHaveBeenCalledWith('logout');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('moves with the arrows, Home and End, over the divider, and wraps around', () => {
    const { trigger } = renderMenu();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu');
    const focused = () => document.activeElement?.textContent;
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(focused()).toBe('My shares');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(focused()).toBe('Log out');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(focused()).toBe('Personal centre');
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(focused()).toBe('Log out');
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(focused()).toBe('Personal centre');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(focused()).toBe('Log out');
  });

  it('runs the focused entry on Enter and returns to the button', () => {
    const { chosen, trigger } = renderMenu();
    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    expect(chosen).toHaveBeenCalledWith('shares');
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on Escape back to the button, and on a click elsewhere', () => {
    const { chosen, trigger } = renderMenu();
    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);

    fireEvent.click(trigger);
    fireEvent.pointerDown(screen.getByText('elsewhere'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(chosen).not.toHaveBeenCalled();
  });

  it('closes on Tab from the button, so focus moves on in the page order', () => {
    const { trigger } = renderMenu();
    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Tab' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });
});
