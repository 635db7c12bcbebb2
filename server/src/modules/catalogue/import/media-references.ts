import type {
  ContentManifest,
  CourseManifest,
  ItemManifest,
} from '@qiao/contracts/content-manifest';
import type { ExamPaperManifest } from '@qiao/contracts/exam-manifest';

/** A file the manifest names, and where (`course.semesters[0].chapters[2].hours[0]...file`). */
export interface MediaReference {
  field: string;
  file: string;
}

function captionRefs(field: string, captions: Partial<Record<string, string>> | undefined) {
  return Object.entries(captions ?? {}).flatMap(([language, file]) =>
    file ? [{ field: `${field}.captions.${language}`, file }] : [],
  );
}

function itemRefs(field: string, item: ItemManifest): MediaReference[] {
  const refs: MediaReference[] = [];
  if (item.cover) refs.push({ field: `${field}.cover`, file: item.cover });
  if (item.file) refs.push({ field: `${field}.file`, file: item.file });
  refs.push(...captionRefs(field, item.captions));
  item.attachments?.forEach((attachment, index) =>
    refs.push({ field: `${field}.attachments[${index}].file`, file: attachment.file }),
  );
  return refs;
}

function courseRefs(course: CourseManifest): MediaReference[] {
  const refs: MediaReference[] = [];
  if (course.cover) refs.push({ field: 'course.cover', file: course.cover });
  if (course.teacher?.avatar) {
    refs.push({ field: 'course.teacher.avatar', file: course.teacher.avatar });
  }
  course.semesters.forEach((semester, s) =>
    semester.chapters.forEach((chapter, c) =>
      chapter.hours.forEach((hour, h) =>
        hour.contents.forEach((content, k) => {
          // A lesson test names its paper by slug; its files come with the paper's own folder.
          if (content.kind === 'test') return;
          const field = `course.semesters[${s}].chapters[${c}].hours[${h}].contents[${k}]`;
          refs.push({ field: `${field}.file`, file: content.file });
          if (content.kind === 'video') refs.push(...captionRefs(field, content.captions));
        }),
      ),
    ),
  );
  return refs;
}

/** An exam paper's sounds and pictures: items', their options', and the parts' shared banks. */
function examRefs(paper: ExamPaperManifest): MediaReference[] {
  const refs: MediaReference[] = [];
  const options = (field: string, list: readonly { picture?: string | undefined }[] | undefined) =>
    list?.forEach((option, index) => {
      if (option.picture) refs.push({ field: `${field}[${index}].picture`, file: option.picture });
    });
  paper.sections.forEach((section, s) =>
    section.parts.forEach((part, p) => {
      const partField = `exam.sections[${s}].parts[${p}]`;
      options(`${partField}.bank`, part.bank);
      part.items.forEach((item, i) => {
        const field = `${partField}.items[${i}]`;
        if (item.audio) refs.push({ field: `${field}.audio`, file: item.audio });
        if (item.type === 'pictureTrueFalse') {
          refs.push({ field: `${field}.picture`, file: item.picture });
        }
        if ('options' in item) options(`${field}.options`, item.options);
        if (item.type === 'orderSentences') options(`${field}.sentences`, item.sentences);
      });
    }),
  );
  return refs;
}

/**
 * Every file a manifest names, in manifest order, with the field that names it, so a missing file
 * is reported as precisely as a schema error. The same file may be named many times (a shared
 * clip); it is stored once.
 */
export function mediaReferences(manifest: ContentManifest): MediaReference[] {
  switch (manifest.type) {
    case 'course':
      return courseRefs(manifest.course);
    case 'collection': {
      const { collection } = manifest;
      const own = collection.cover ? [{ field: 'collection.cover', file: collection.cover }] : [];
      return [
        ...own,
        ...collection.items.flatMap((item, index) => itemRefs(`collection.items[${index}]`, item)),
      ];
    }
    case 'items':
      return manifest.items.flatMap((item, index) => itemRefs(`items[${index}]`, item));
    case 'exam':
      return examRefs(manifest.exam);
  }
}
