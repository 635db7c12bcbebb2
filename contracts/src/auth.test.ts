import { describe, expect, it } from 'vitest';
import { displayLoginName } from './auth';

describe('displayLoginName', () => {
  it.each([
    ['Layla', 'Layla'],
    ['a'.repeat(21), 'a'.repeat(21)],
    ['a'.repeat(22), `${'a'.repeat(20)}...`],
    ['عبد الرحمن بن محمد العتيبي', 'عبد الرحمن بن محمد ا...'],
    ['王小明', '王小明'],
  ])('shows %j as %j', (name, shown) => {
    expect(displayLoginName(name)).toBe(shown);
  });

  it('never cuts a character in half', () => {
    const name = '😀'.repeat(25);
    expect(displayLoginName(name)).toBe(`${'😀'.repeat(20)}...`);
  });
});
