import type {
  ContentManifest,
  CourseManifest,
  ItemManifest,
} from '@qiao/contracts/content-manifest';

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
          const field = `course.semesters[${s}].chapters[${c}].hours[${h}].contents[${k}]`;
          refs.push({ field: `${field}.file`, file: content.file });
          if (content.kind === 'video') refs.push(...captionRefs(field, content.captions));
        }),
      ),
    ),
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
  }
}
