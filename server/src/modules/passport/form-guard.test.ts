import { describe, expect, it } from 'vitest';
import { formToken, formTokenValid } from './form-guard';

describe('form tokens', () => {
  const token = formToken('server-key', 'interaction:abc');

  it.each([
    ['the same key and scope', 'server-key', 'interaction:abc', token, true],
    ['another interaction', 'server-key', 'interaction:abd', token, false],
    ['another server key', 'other-key', 'interaction:abc', token, false],
    ['a truncated token', 'server-key', 'interaction:abc', token.slice(1), false],
    ['an empty token', 'server-key', 'interaction:abc', '', false],
    ['no token at all', 'server-key', 'interaction:abc', undefined, false],
    ['a list of tokens', 'server-key', 'interaction:abc', [token], false],
  ])('%s → %s', (_label, key, scope, given, expected) => {
    expect(formTokenValid(key, scope, given)).toBe(expected);
  });
});
