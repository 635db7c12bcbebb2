import { describe, expect, it } from 'vitest';
import { escapedApiPrefix, originAllowed } from './origin-rules';

const TRUSTED = ['http://localhost:8080', 'http://localhost:5173'];

describe('originAllowed', () => {
  it.each([
    ['PUBLIC_URL itself', 'http://localhost:8080', 'http', '127.0.0.1:8080', true],
    ['a trusted dev server', 'http://localhost:5173', 'http', 'localhost:8080', true],
    ['the loopback address asked', 'http://127.0.0.1:8080', 'http', '127.0.0.1:8080', true],
    ['a LAN address asked', 'http://192.168.1.20:8080', 'http', '192.168.1.20:8080', true],
    ['a name in capitals', 'http://qiao.school:8080', 'http', 'QIAO.school:8080', true],
    ['the default port written out', 'https://qiao.school', 'https', 'qiao.school:443', true],
    ['an IPv6 address', 'http://[::1]:8080', 'http', '[::1]:8080', true],
    ['another host', 'http://192.168.1.21:8080', 'http', '192.168.1.20:8080', false],
    ['another port', 'http://127.0.0.1:9999', 'http', '127.0.0.1:8080', false],
    ['another scheme', 'https://127.0.0.1:8080', 'http', '127.0.0.1:8080', false],
    ['an opaque origin', 'null', 'http', '127.0.0.1:8080', false],
    ['garbage', 'not a url', 'http', '127.0.0.1:8080', false],
    ['no Host header', 'http://evil.example', 'http', '', false],
  ])('%s', (_case, origin, protocol, host, allowed) => {
    expect(originAllowed(origin, { protocol, host }, TRUSTED)).toBe(allowed);
  });
});

describe('escapedApiPrefix', () => {
  it.each([
    ['/api/admin/setUserRole', '/api/admin/setUserRole', false],
    ['/api/admin/setUserRole?lang=ar', '/api/admin/setUserRole', false],
    ['/api/%61dmin/setUserRole', '/api/admin/setUserRole', false],
    ['/%61pi/admin/setUserRole', '/api/admin/setUserRole', true],
    ['/%61%70%69/admin/setUserRole?x=/api/', '/api/admin/setUserRole', true],
    ['/passport/interaction/x/login', '/passport/*', false],
    ['/%61pi/unknown', undefined, false],
  ])('%s', (url, route, escaped) => {
    expect(escapedApiPrefix(url, route)).toBe(escaped);
  });
});
