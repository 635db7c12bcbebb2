import { beforeEach, describe, expect, it } from 'vitest';
import { isSafeRoute, rememberUser, saveRedirect, takeRedirect } from './session-storage';

beforeEach(() => window.localStorage.clear());

describe('redirect after login', () => {
  it('returns once to the route where login began', () => {
    saveRedirect('/pages/personal/personal');
    expect(takeRedirect()).toBe('/pages/personal/personal');
    expect(takeRedirect()).toBe('/');
  });

  it.each(['https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])(
    'never sends anyone to %s',
    (route) => {
      expect(isSafeRoute(route)).toBe(false);
      window.localStorage.setItem('redirect', route);
      expect(takeRedirect()).toBe('/');
    },
  );
});

describe('stored user keys', () => {
  it('describes a teacher without storing anything that grants access', () => {
    window.localStorage.setItem('access_token', 'stale-secret');
    rememberUser({
      login_name: 'Mr Wang',
      user_name: 'Wang',
      uid: 'u-1',
      type: 1,
      role: 'teacher',
    });
    expect({ ...window.localStorage }).toEqual({
      isLogin: '1',
      isTeacher: '1',
      ident: 'teacher',
      uid: 'u-1',
    });
  });

  it('forgets the user at logout', () => {
    rememberUser({ login_name: 'x', user_name: 'x', uid: 'u-2', type: 0, role: 'student' });
    rememberUser(null);
    expect({ ...window.localStorage }).toEqual({ isLogin: '0', isTeacher: '0' });
  });
});
