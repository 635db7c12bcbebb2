import { describe, expect, it } from 'vitest';
import { contentPageRoute } from './catalogue-pages';

const id = '0b8f2a4e-6c1d-4f3a-9e2b-7d5c8a1f0e3b';

describe('contentPageRoute', () => {
  it.each([
    ['course', `/pages/mooc_details/mooc_details?id=${id}`],
    ['weike', `/pages/weike_details/weike_details?id=${id}`],
    ['weike_series', `/pages/weike_serie/weike_serie?id=${id}`],
    ['video', `/pages/video_details/video_details?id=${id}`],
    ['discover_category', `/pages/video_list/video_list?cid=${id}`],
    ['ebook', `/pages/ebook_list/ebook?id=${id}`],
    ['document', `/pages/document/document_detail?id=${id}`],
    ['news', `/pages/news_list/news_detail?id=${id}`],
    ['notice', `/pages/announcement/announcement?id=${id}`],
    ['case', `/pages/index/case_detail?id=${id}`],
    ['road', `/pages/silk_road/detail?id=${id}`],
    ['road_section', '/pages/silk_road/index'],
    ['rainbow', '/pages/rainbow-dragon/index'],
    ['explore', `/pages/new-discovered-China-broadcast/new-discovered-China-broadcast?id=${id}`],
    ['explore_section', '/pages/new-discovered-China/new-discovered-China'],
    ['live', '/pages/index/course_list'],
    ['replay', '/pages/index/course_list'],
  ] as const)('opens a %s at its own page', (kind, route) => {
    expect(contentPageRoute({ kind, id })).toBe(route);
  });

  it('opens a rainbow-dragon e-book in the rainbow reader', () => {
    expect(
      contentPageRoute({ kind: 'ebook', id, collection: { id: 'x', kind: 'rainbow_section' } }),
    ).toBe(`/pages/rainbow-dragon/ebook?id=${id}`);
  });

  it('opens an audio card in its category', () => {
    const category = '11111111-2222-4333-8444-555555555555';
    expect(
      contentPageRoute({
        kind: 'audio_card',
        id,
        collection: { id: category, kind: 'audio_card_category' },
      }),
    ).toBe(`/pages/home/card?id=${category}`);
  });
});
