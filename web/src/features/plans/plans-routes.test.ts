import { describe, expect, it } from 'vitest';
import { makePlanDetailLink, myPlanLink, planItemLink } from './plans-routes';

describe('plan links', () => {
  it('opens a class hour on its course page with the hour marked', () => {
    expect(planItemLink({ kind: 'classHour', courseId: 'c1', resourceId: 'h1' })).toEqual({
      pathname: '/pages/mooc_details/mooc_details',
      search: '?id=c1&hour=h1',
    });
  });

  it('opens a micro-lesson, a document or a video on its own page', () => {
    const link = (kind: string) => planItemLink({ kind, courseId: 'c1', resourceId: 'x1' });
    expect(link('microLesson').pathname).toBe('/pages/weike_details/weike_details');
    expect(link('document').pathname).toBe('/pages/document/document_detail');
    expect(link('video')).toEqual({
      pathname: '/pages/video_details/video_details',
      search: '?id=x1',
    });
  });

  it('carries the chosen courses and the plan in the address', () => {
    expect(makePlanDetailLink('exam', ['c1']).search).toBe('?kind=exam&course=c1');
    expect(makePlanDetailLink('custom', ['a', 'b']).search).toBe('?kind=custom&course=a&course=b');
    expect(myPlanLink()).toEqual({ pathname: '/pages/plan-new/my-plan', search: '' });
  });
});
