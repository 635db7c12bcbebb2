import { describe, expect, it } from 'vitest';
import { isFolderClick } from './file-view-props';

/** A row with a name cell and a menu button, and a menu rendered elsewhere (antd's portal). */
function rowWithMenu() {
  const row = document.createElement('tr');
  row.innerHTML = '<td class="name">الدروس</td><td><button>المزيد</button></td>';
  const menu = document.createElement('ul');
  menu.setAttribute('role', 'menu');
  menu.innerHTML = '<li role="menuitem">إعادة التسمية</li>';
  document.body.append(row, menu);
  return { row, name: row.querySelector('.name')!, button: row.querySelector('button')!, menu };
}

describe('a single click opens a folder', () => {
  const folder = { isDir: 1 as const };

  it('opens on a click on the row itself, not on a file or on a double click', () => {
    const { row, name } = rowWithMenu();
    expect(isFolderClick({ detail: 1, target: name, currentTarget: row }, folder)).toBe(true);
    expect(isFolderClick({ detail: 1, target: name, currentTarget: row }, { isDir: 0 })).toBe(
      false,
    );
    expect(isFolderClick({ detail: 2, target: name, currentTarget: row }, folder)).toBe(false);
  });

  it("does not open on the row's menu button or on an entry of its menu shown elsewhere", () => {
    const { row, button, menu } = rowWithMenu();
    expect(isFolderClick({ detail: 1, target: button, currentTarget: row }, folder)).toBe(false);
    const rename = menu.querySelector('[role="menuitem"]')!;
    expect(isFolderClick({ detail: 1, target: rename, currentTarget: row }, folder)).toBe(false);
  });
});
