import { describe, expect, it } from 'vitest';
import { activeTrail, navHref, navLinkProps } from '../components/shell/nav-entry';
import { NAV_ENTRIES } from './nav-entries';

describe('the menu', () => {
  it('names the learning entries in the spec order, keeping the file-space ones', () => {
    expect(NAV_ENTRIES.map((entry) => entry.key)).toEqual([
      'home',
      'course-centre',
      'chinese-test',
      'explore-china',
      'cert-verify',
      'ebooks',
      'my-plan',
      'spell-tool',
      'drive',
      'shared-space',
      'search',
    ]);
  });

  it('leads "Chinese test" to the mock exams and marks it on every exam page', () => {
    const test = NAV_ENTRIES.find((entry) => entry.key === 'chinese-test')!;
    expect(navHref(test)).toBe('/#/pages/exam/list');
    expect(navLinkProps(test)).not.toHaveProperty('target');
    expect(activeTrail(NAV_ENTRIES, '/pages/exam/paper')).toEqual(['chinese-test']);
  });

  it('leads "spelling tool" to the writing tool and marks it there', () => {
    const tool = NAV_ENTRIES.find((entry) => entry.key === 'spell-tool')!;
    expect(navHref(tool)).toBe('/#/pages/spell-tool/spell-tool');
    expect(activeTrail(NAV_ENTRIES, '/pages/spell-tool/spell-tool')).toEqual(['spell-tool']);
  });

  it("opens certificate verification on the server's own page, in the same tab", () => {
    const verify = NAV_ENTRIES.find((entry) => entry.key === 'cert-verify')!;
    expect(navLinkProps(verify)).toEqual({ href: '/pages/cert/verify' });
  });

  it('links the course centre, explore China, e-books and search to their pages', () => {
    const hrefs = Object.fromEntries(NAV_ENTRIES.map((entry) => [entry.key, navHref(entry)]));
    expect(hrefs).toMatchObject({
      'course-centre': '/#/pages/mooc_list/mooc_list',
      'explore-china': '/#/pages/new-discovered-China/new-discovered-China',
      ebooks: '/#/pages/ebook_list/ebook_list',
      'my-plan': '/#/pages/plan-new/my-plan',
      search: '/#/pages/search/search',
    });
  });

  it('lists every kind of learning content under the course centre, each opening its list', () => {
    const centre = NAV_ENTRIES.find((entry) => entry.key === 'course-centre')!;
    expect(
      Object.fromEntries((centre.children ?? []).map((entry) => [entry.key, navHref(entry)])),
    ).toEqual({
      moocs: '/#/pages/mooc_list/mooc_list',
      'micro-lessons': '/#/pages/weike_list/weike_list',
      videos: '/#/pages/video_list/video_list',
      documents: '/#/pages/document/document',
      'live-classes': '/#/pages/index/course_list',
    });
  });

  it.each([
    ['/pages/weike_details/weike_details', ['course-centre', 'micro-lessons']],
    ['/pages/video_details/video_details', ['course-centre', 'videos']],
    ['/pages/index/course_list', ['course-centre', 'live-classes']],
    ['/pages/mooc_list/mooc_list', ['course-centre', 'moocs']],
    ['/pages/ebook_list/ebook_list', ['ebooks']],
    ['/', ['home']],
    ['/pages/no/such', []],
  ])('marks the way down to the entry of %s', (pathname, trail) => {
    expect(activeTrail(NAV_ENTRIES, pathname)).toEqual(trail);
  });
});
