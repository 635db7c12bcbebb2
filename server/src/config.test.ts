import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('parseConfig', () => {
  it('runs the embedded default with nothing set', () => {
    const config = parseConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(path.basename(config.dataDir)).toBe('data');
    expect(config.seedDemo).toBe(true);
  });

  it('treats an empty variable as not set', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('reads the scale-out settings', () => {
    const config = parseConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://qiao@db:5432/qiao',
      PUBLIC_URL: 'https://qiao.example/',
      TRUST_PROXY: 'true',
      SEED_DEMO: 'false',
    });
    expect(config.port).toBe(9000);
    expect(config.databaseUrl).toBe('postgres://qiao@db:5432/qiao');
    expect(config.publicUrl).toBe('https://qiao.example');
    expect(config.trustProxy).toBe(true);
    expect(config.seedDemo).toBe(false);
  });

  it('reads the document server only with its secret', () => {
    expect(parseConfig({}).documentServer).toBeUndefined();
    const config = parseConfig({
      ONLYOFFICE_URL: 'https://docs.example/',
      ONLYOFFICE_JWT_SECRET: 'a-secret-of-sixteen-or-more',
    });
    expect(config.documentServer).toEqual({
      url: 'https://docs.example',
      jwtSecret: 'a-secret-of-sixteen-or-more',
    });
    expect(() => parseConfig({ ONLYOFFICE_URL: 'https://docs.example' })).toThrow(
      /ONLYOFFICE_JWT_SECRET: required/,
    );
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid setting PORT="abc": /],
    [{ PORT: '70000' }, /^Invalid setting PORT="70000": /],
    [
      { DATABASE_URL: 'mysql://x' },
      /^Invalid setting DATABASE_URL="mysql:\/\/x": must start with postgres/,
    ],
    [{ LOG_LEVEL: 'loud' }, /^Invalid setting LOG_LEVEL="loud": /],
    [{ TRUST_PROXY: 'maybe' }, /^Invalid setting TRUST_PROXY="maybe": /],
  ])('refuses %j with one line naming the setting', (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });
});

describe('mail settings', () => {
  it('write mail into DATA_DIR/mail without SMTP settings', () => {
    const config = parseConfig({ DATA_DIR: '/srv/qiao', PUBLIC_URL: 'https://qiao.example' });
    expect(config.mail).toEqual({
      kind: 'folder',
      folder: path.join('/srv/qiao', 'mail'),
      from: 'Qiao <no-reply@qiao.example>',
    });
  });

  it('take an SMTP address as it is', () => {
    const config = parseConfig({
      SMTP_URL: 'smtps://qiao:secret@mail.example:465',
      MAIL_FROM: 'جسر <bridge@qiao.example>',
    });
    expect(config.mail).toEqual({
      kind: 'smtp',
      server: 'smtps://qiao:secret@mail.example:465',
      from: 'جسر <bridge@qiao.example>',
    });
  });

  it.each([
    [{ SMTP_HOST: 'mail.example' }, { port: 587, secure: false, auth: undefined }],
    [
      { SMTP_HOST: 'mail.example', SMTP_PORT: '465' },
      { port: 465, secure: true },
    ],
    [
      { SMTP_HOST: 'mail.example', SMTP_SECURE: 'true' },
      { port: 465, secure: true },
    ],
    [
      { SMTP_HOST: 'mail.example', SMTP_PORT: '2525', SMTP_USER: 'u', SMTP_PASSWORD: 'p' },
      { port: 2525, secure: false, auth: { user: 'u', pass: 'p' } },
    ],
  ])('read SMTP_HOST and its companions: %j', (env, expected) => {
    const mail = parseConfig(env).mail;
    expect(mail.kind === 'smtp' && mail.server).toMatchObject({
      host: 'mail.example',
      ...expected,
    });
  });

  it.each([
    [{ SMTP_URL: 'http://mail.example' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://a.example', SMTP_HOST: 'b.example' }, 'SMTP_HOST'],
    [{ SMTP_HOST: 'mail.example', SMTP_USER: 'u' }, 'SMTP_PASSWORD'],
    [{ SMTP_HOST: 'mail.example', SMTP_PORT: '70000' }, 'SMTP_PORT'],
  ])('refuse %j naming %s', (env, name) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(`Invalid setting ${name}`);
  });
});
