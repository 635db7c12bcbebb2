import { describe, expect, it } from 'vitest';
import { appInfo } from '@qiao/contracts/system';
import { buildRequest } from './build-request';

describe('buildRequest', () => {
  it('puts GET input in the query string and sends cookies and the language', () => {
    const { url, init } = buildRequest(
      appInfo,
      { page: 2, tags: ['a', 'b'], none: undefined },
      'ar',
      '',
    );
    expect(url).toBe('/api/app/info?page=2&tags=a&tags=b');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(init.headers).toMatchObject({ 'x-qiao-lang': 'al', accept: 'application/json' });
  });

  it('sends POST input as JSON to the host prefix', () => {
    const post = { ...appInfo, method: 'POST' as const, path: '/api/PlanNew/createPlan' };
    const { url, init } = buildRequest(post, { days: 5 }, 'zh', 'https://api.example.org/');
    expect(url).toBe('https://api.example.org/api/PlanNew/createPlan');
    expect(init.body).toBe('{"days":5}');
    expect(init.headers).toMatchObject({ 'content-type': 'application/json', 'x-qiao-lang': 'zh' });
  });

  it('leaves cookies out of calls marked without cookie', () => {
    const { init } = buildRequest({ ...appInfo, withoutCookie: true }, undefined, 'en', '');
    expect(init.credentials).toBe('omit');
  });
});
