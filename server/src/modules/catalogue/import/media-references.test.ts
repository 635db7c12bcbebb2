import { describe, expect, it } from 'vitest';
import { contentManifest } from '@qiao/contracts/content-manifest';
import { mediaReferences } from './media-references';

describe('mediaReferences', () => {
  it('lists every file a course names with the field that names it', () => {
    const manifest = contentManifest.parse({
      type: 'course',
      course: {
        slug: 'c',
        title: { zh: '课' },
        cover: 'cover.webp',
        teacher: { name: { zh: '王老师' }, avatar: 'wang.png' },
        semesters: [
          {
            title: { zh: '学期' },
            chapters: [
              {
                title: { zh: '第1课' },
                hours: [
                  {
                    title: { zh: '一' },
                    contents: [
                      {
                        kind: 'video',
                        title: { zh: 'v' },
                        file: 'a.mp4',
                        captions: { ar: 'a.ar.vtt' },
                      },
                      { kind: 'document', title: { zh: 'd' }, file: 'a.pdf' },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    });
    const hour = 'course.semesters[0].chapters[0].hours[0]';
    expect(mediaReferences(manifest)).toEqual([
      { field: 'course.cover', file: 'cover.webp' },
      { field: 'course.teacher.avatar', file: 'wang.png' },
      { field: `${hour}.contents[0].file`, file: 'a.mp4' },
      { field: `${hour}.contents[0].captions.ar`, file: 'a.ar.vtt' },
      { field: `${hour}.contents[1].file`, file: 'a.pdf' },
    ]);
  });

  it('lists a collection’s cover, its items’ media and their attachments', () => {
    const manifest = contentManifest.parse({
      type: 'collection',
      collection: {
        slug: 'road',
        kind: 'road_section',
        title: { zh: '丝绸之路' },
        cover: 'road.webp',
        items: [
          {
            slug: 'r1',
            kind: 'road',
            title: { zh: '张骞' },
            attachments: [{ title: { en: 'Cards' }, file: 'cards.pdf' }],
          },
        ],
      },
    });
    expect(mediaReferences(manifest)).toEqual([
      { field: 'collection.cover', file: 'road.webp' },
      { field: 'collection.items[0].attachments[0].file', file: 'cards.pdf' },
    ]);
  });
});
