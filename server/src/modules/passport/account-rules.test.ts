import { describe, expect, it } from 'vitest';
import {
  checkEmail,
  checkName,
  checkPassword,
  checkRegistration,
  normalizeEmail,
} from './account-rules';

describe('checkEmail', () => {
  it.each([
    ['sara@example.com', undefined],
    ['  Sara.Ali@Example.COM ', undefined],
    ['li+qiao@mail.example.cn', undefined],
    ['user@مثال.مصر', undefined],
    ['', 'passportEmailInvalid'],
    ['sara', 'passportEmailInvalid'],
    ['sara@', 'passportEmailInvalid'],
    ['@example.com', 'passportEmailInvalid'],
    ['sara@example', 'passportEmailInvalid'],
    ['sara@@example.com', 'passportEmailInvalid'],
    ['sa ra@example.com', 'passportEmailInvalid'],
    ['sara@-example.com', 'passportEmailInvalid'],
    ['sara@example.c', 'passportEmailInvalid'],
    [`${'a'.repeat(65)}@example.com`, 'passportEmailInvalid'],
    [`a@${'b'.repeat(250)}.com`, 'passportEmailInvalid'],
  ])('%j → %s', (email, expected) => {
    expect(checkEmail(email)?.key).toBe(expected);
  });

  it('stores emails trimmed and lower-cased', () => {
    expect(normalizeEmail('  Sara.Ali@Example.COM ')).toBe('sara.ali@example.com');
  });
});

describe('checkName', () => {
  it.each([
    ['سارة', undefined],
    ['李华', undefined],
    ['  Sara Ali  ', undefined],
    ['x'.repeat(64), undefined],
    ['文'.repeat(64), undefined],
    ['', 'passportNameInvalid'],
    ['    ', 'passportNameInvalid'],
    ['x'.repeat(65), 'passportNameInvalid'],
  ])('%j → %s', (name, expected) => {
    expect(checkName(name)?.key).toBe(expected);
  });

  it('names the limits in the message params', () => {
    expect(checkName('')?.params).toEqual({ min: 1, max: 64 });
  });
});

describe('checkPassword', () => {
  const email = 'sara@example.com';
  it.each([
    ['abcdefg1', undefined],
    ['كلمةسر12', undefined],
    ['密码密码密码密码9', undefined],
    ['correct horse battery 9', undefined],
    ['abc1', 'passportPasswordLength'],
    ['abcdef1', 'passportPasswordLength'],
    [`a1${'x'.repeat(127)}`, 'passportPasswordLength'],
    ['abcdefgh', 'passportPasswordWeak'],
    ['12345678', 'passportPasswordWeak'],
    ['!!!!!!!!', 'passportPasswordWeak'],
    ['sara1@example.com', undefined],
  ])('%j → %s', (password, expected) => {
    expect(checkPassword(password, email)?.key).toBe(expected);
  });

  it('refuses the email itself, whatever its case', () => {
    expect(checkPassword('Sara1@Example.com', 'sara1@example.com')?.key).toBe(
      'passportPasswordIsEmail',
    );
  });
});

describe('checkRegistration', () => {
  const valid = {
    name: 'سارة',
    email: 'sara@example.com',
    password: 'qiao2024x',
    passwordConfirmation: 'qiao2024x',
  };

  it.each([
    [{}, undefined],
    [{ name: '' }, 'passportNameInvalid'],
    [{ email: 'nope' }, 'passportEmailInvalid'],
    [{ password: 'short1', passwordConfirmation: 'short1' }, 'passportPasswordLength'],
    [{ passwordConfirmation: 'qiao2024y' }, 'passportPasswordMismatch'],
    [{ name: '', email: 'nope' }, 'passportNameInvalid'],
  ])('%j → %s', (change, expected) => {
    expect(checkRegistration({ ...valid, ...change })?.key).toBe(expected);
  });
});
