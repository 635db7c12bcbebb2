import { describe, expect, it } from 'vitest';
import { basicsInfo, contactInfo } from '@qiao/contracts/users';
import { zodRule } from './zod-rule';

type Validator = (rule: unknown, value: unknown) => Promise<void>;
const check = (rule: ReturnType<typeof zodRule>, value: unknown) =>
  (rule as { validator: Validator }).validator({}, value);

describe('zodRule', () => {
  it('accepts what the contract accepts', async () => {
    await expect(check(zodRule(basicsInfo.shape.name, 'ar'), 'ليلى')).resolves.toBeUndefined();
    await expect(check(zodRule(contactInfo.shape.mobile, 'zh'), '')).resolves.toBeUndefined();
  });

  it('refuses with the contract message in the form language', async () => {
    await expect(check(zodRule(basicsInfo.shape.name, 'ar'), '  ')).rejects.toThrow(
      'يُرجى إدخال الاسم',
    );
    await expect(check(zodRule(contactInfo.shape.mobile, 'zh'), 'abc')).rejects.toThrow(
      '手机号码格式不正确',
    );
    await expect(check(zodRule(contactInfo.shape.email, 'en'), 'x@')).rejects.toThrow(
      'The email address is not valid',
    );
  });
});
