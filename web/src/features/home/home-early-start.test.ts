import { describe, expect, it } from 'vitest';
import { getIndexContent } from '@qiao/contracts/catalogue-home';
import { HOME_CONTENT_CALL } from './home-early-start';

describe("the home's early call", () => {
  it('is sent as the contract the home calls says', () => {
    expect(HOME_CONTENT_CALL.method).toBe(getIndexContent.method);
    expect(HOME_CONTENT_CALL.path).toBe(getIndexContent.path);
    expect(getIndexContent.withoutCookie).toBeUndefined();
  });
});
