import { describe, expect, it } from 'vitest';
import { homePath, signInBaseFor, signInBases, type ListenAddresses } from './sign-in-bases';

const lan: ListenAddresses = {
  host: '0.0.0.0',
  port: 8080,
  hostname: 'School-PC',
  interfaces: {
    lo: [
      { address: '127.0.0.1', family: 'IPv4' } as never,
      { address: '::1', family: 'IPv6' } as never,
    ],
    eth0: [
      { address: '192.168.1.20', family: 'IPv4' } as never,
      { address: 'fe80::1', family: 'IPv6' } as never,
    ],
  },
};

describe('signInBases', () => {
  it('is PUBLIC_URL alone when it is set', () => {
    expect(signInBases('https://qiao.example/', lan)).toEqual(['https://qiao.example']);
  });

  it('is every address a LAN browser can type when Qiao listens on all of them', () => {
    expect(signInBases(undefined, lan)).toEqual([
      'http://localhost:8080',
      'http://school-pc:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
      'http://192.168.1.20:8080',
    ]);
  });

  it('is localhost and the one address Qiao is bound to otherwise', () => {
    expect(signInBases(undefined, { ...lan, host: '127.0.0.1' })).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
    ]);
  });
});

describe('signInBaseFor', () => {
  const bases = signInBases(undefined, lan);
  it('keeps the browser on its own address', () => {
    expect(signInBaseFor(bases, 'http://192.168.1.20:8080')).toBe('http://192.168.1.20:8080');
  });
  it('falls back to the first for an address nobody registered (a forged Host)', () => {
    expect(signInBaseFor(bases, 'http://evil.example:8080')).toBe('http://localhost:8080');
    expect(signInBaseFor(bases, 'not a url')).toBe('http://localhost:8080');
  });
});

describe('homePath', () => {
  it('is the path of PUBLIC_URL, so a link stays on the address in use', () => {
    expect(homePath('http://localhost:8080')).toBe('/');
    expect(homePath('https://school.example/qiao/')).toBe('/qiao/');
  });
});
