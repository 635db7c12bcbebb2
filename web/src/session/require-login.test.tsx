import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { Role } from '@qiao/contracts/users';
import { initI18n } from '../app/i18n';
import { renderWithApi } from '../test/render-with-api';
import { RequireLogin } from './require-login';
import { CURRENT_USER_KEY } from './use-current-user';

beforeAll(() => {
  initI18n('ar');
});

function openAs(role: Role, pageFor: 'teacher' | 'admin') {
  const client = new QueryClient();
  client.setQueryData(CURRENT_USER_KEY, {
    login_name: 'u',
    user_name: '',
    uid: 'u1',
    type: role === 'student' ? 0 : 1,
    role,
  });
  // Each render stays in the document until the test ends: a text of its own tells them apart.
  const text = `${pageFor} page, seen by a ${role}`;
  renderWithApi(<RequireLogin role={pageFor}>{() => <p>{text}</p>}</RequireLogin>, client);
  return screen.queryByText(text) !== null;
}

describe('RequireLogin’s page gate, by the shared permission rules', () => {
  it('opens teachers’ pages to teachers and admins, not to students', () => {
    expect(openAs('student', 'teacher')).toBe(false);
    expect(openAs('teacher', 'teacher')).toBe(true);
    expect(openAs('admin', 'teacher')).toBe(true);
  });

  it('opens admins’ pages to admins only, and tells others they may not', () => {
    expect(openAs('student', 'admin')).toBe(false);
    expect(openAs('teacher', 'admin')).toBe(false);
    expect(screen.getAllByText('لا تملك صلاحية هذه الصفحة')).toHaveLength(2);
    expect(openAs('admin', 'admin')).toBe(true);
  });
});
