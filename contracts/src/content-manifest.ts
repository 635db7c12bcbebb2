import { z } from 'zod';
import {
  AUDIENCES,
  COLLECTION_KINDS,
  COURSE_CATEGORIES,
  DIFFICULTIES,
  DIRECTIONS,
  ITEM_KINDS,
  READING_DIRECTIONS,
  VISIBILITIES,
  localText,
} from './catalogue';
import { examPaperManifest } from './exam-manifest';
import { EXAM_FAMILIES } from './exams';
import { priceOffer } from './pay';

/**
 * The content import manifest: one `manifest.json` per folder, describing either one course tree,
 * one collection with its items, a list of standalone items, or an exam paper (exam-manifest.ts). Media are files of the same folder
 * named by relative path; the importer stores them content-addressed. Rows are keyed by slug, so
 * importing the same folder again updates what it imported before instead of adding copies.
 */

export const MANIFEST_FILE = 'manifest.json';

/** A slug: lower-case latin letters, digits and dashes, as in the demo catalogue (`yct-1`). */
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case letters, digits and single dashes')
  .max(120);

/**
 * A file inside the manifest's folder: relative, forward slashes, never climbing out of the folder
 * (`../`) or starting at the root, so a manifest cannot make the importer read other files.
 */
export const mediaPath = z
  .string()
  .min(1)
  .max(500)
  .refine(
    (value) =>
      !value.startsWith('/') &&
      !value.includes('\\') &&
      !/^[a-zA-Z]:/.test(value) &&
      value.split('/').every((part) => part !== '..' && part !== '' && part !== '.'),
    'a relative path inside the folder, without ".." or a leading "/"',
  );

const filterFields = {
  audience: z.enum(AUDIENCES).optional(),
  difficulty: z.enum(DIFFICULTIES).optional(),
  direction: z.enum(DIRECTIONS).optional(),
  category: z.enum(COURSE_CATEGORIES).optional(),
};

const publishingFields = {
  visibility: z.enum(VISIBILITIES).default('everyone'),
  /** Slugs of the classes a `classes` row is given to (created when missing). */
  classes: z.array(slug).optional(),
  position: z.number().int().min(0).optional(),
  hot: z.number().int().min(0).optional(),
  publishedAt: z.iso.datetime({ offset: true }).optional(),
};

/** "Given classes" needs at least one class; other visibilities take none. */
function checkClasses(
  row: { visibility: string; classes?: string[] | undefined },
  context: z.core.$RefinementCtx,
) {
  if (row.visibility === 'classes' && !row.classes?.length) {
    context.addIssue({
      code: 'custom',
      path: ['classes'],
      message: 'visibility "classes" needs at least one class slug',
    });
  }
  if (row.visibility !== 'classes' && row.classes?.length) {
    context.addIssue({
      code: 'custom',
      path: ['classes'],
      message: 'classes are only given with visibility "classes"',
    });
  }
}

const captionFiles = z
  .object({ ar: mediaPath.optional(), zh: mediaPath.optional(), en: mediaPath.optional() })
  .strict();

const durationSeconds = z
  .number()
  .int()
  .min(0)
  .max(24 * 3600);

/** A file with its own title (a silk-road resource's download, a case's handout). */
export const attachmentManifest = z
  .object({
    title: localText,
    file: mediaPath,
    /** The name a download is saved under; the file's own name when absent. */
    fileName: z.string().min(1).max(255).optional(),
  })
  .strict();

const classContentManifest = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('video'),
      title: localText,
      file: mediaPath,
      captions: captionFiles.optional(),
      /** Used when the importer cannot measure the file (no ffprobe). */
      durationSeconds: durationSeconds.optional(),
    })
    .strict(),
  z.object({ kind: z.literal('document'), title: localText, file: mediaPath }).strict(),
  /** A lesson test: the slug of a lesson paper (`{ "type": "exam" }` manifest, kind lesson). */
  z.object({ kind: z.literal('test'), title: localText, test: slug }).strict(),
]);

export const classHourManifest = z
  .object({
    title: localText,
    /** The previous class hour must be finished first. */
    requiresPrevious: z.boolean().default(false),
    contents: z.array(classContentManifest).min(1),
  })
  .strict();

export const chapterManifest = z
  .object({ title: localText, hours: z.array(classHourManifest).min(1) })
  .strict();

const isoDate = z.iso.date();

export const semesterManifest = z
  .object({
    title: localText,
    startsOn: isoDate.optional(),
    endsOn: isoDate.optional(),
    chapters: z.array(chapterManifest).min(1),
  })
  .strict()
  .refine(
    (semester) => !semester.startsOn || !semester.endsOn || semester.startsOn <= semester.endsOn,
    {
      path: ['endsOn'],
      message: 'ends before it starts',
    },
  );

export const teacherManifest = z
  .object({
    name: localText,
    title: localText.optional(),
    bio: localText.optional(),
    avatar: mediaPath.optional(),
  })
  .strict();

export const courseManifest = z
  .object({
    slug,
    title: localText,
    summary: localText.optional(),
    description: localText.optional(),
    cover: mediaPath.optional(),
    teacher: teacherManifest.optional(),
    /** What the course costs, in minor units of its currency; without it the course is free. */
    price: priceOffer.optional(),
    /** The exam level the course prepares for (`getCertYctCourseList` lists YCT courses by it). */
    exam: z
      .object({ family: z.enum(EXAM_FAMILIES), level: z.number().int().min(1).max(9) })
      .strict()
      .optional(),
    ...filterFields,
    ...publishingFields,
    semesters: z.array(semesterManifest).min(1),
  })
  .strict()
  .superRefine(checkClasses);

export const liveManifest = z
  .object({
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    room: z.string().min(1).max(200),
  })
  .strict()
  .refine((live) => Date.parse(live.startsAt) < Date.parse(live.endsAt), {
    path: ['endsAt'],
    message: 'ends before it starts',
  });

export const cardManifest = z
  .object({
    hanzi: z.string().trim().min(1).max(40),
    pinyin: z.string().trim().min(1).max(120),
    meaning: localText,
  })
  .strict();

/** Kinds whose item is its media file: they cannot be imported without one. */
const NEEDS_FILE = new Set(['video', 'weike', 'replay', 'ebook', 'document', 'audio_card']);

export const itemManifest = z
  .object({
    slug,
    kind: z.enum(ITEM_KINDS),
    title: localText,
    summary: localText.optional(),
    /** Article text as HTML per language (sanitised when shown). */
    body: localText.optional(),
    author: localText.optional(),
    cover: mediaPath.optional(),
    file: mediaPath.optional(),
    captions: captionFiles.optional(),
    durationSeconds: durationSeconds.optional(),
    readingDirection: z.enum(READING_DIRECTIONS).optional(),
    live: liveManifest.optional(),
    card: cardManifest.optional(),
    /** A live class or replay may belong to a course (by slug, imported before or in the DB). */
    course: slug.optional(),
    attachments: z.array(attachmentManifest).optional(),
    ...filterFields,
    ...publishingFields,
  })
  .strict()
  .superRefine((item, context) => {
    checkClasses(item, context);
    const need = (field: string, message: string) =>
      context.addIssue({ code: 'custom', path: [field], message });
    if (NEEDS_FILE.has(item.kind) && !item.file) need('file', `a ${item.kind} needs a file`);
    if (item.kind === 'ebook') {
      if (!item.readingDirection) need('readingDirection', 'an e-book needs "ltr" or "rtl"');
      if (item.file && !item.file.toLowerCase().endsWith('.epub')) {
        need('file', 'an e-book is an .epub file');
      }
    }
    if (item.kind !== 'ebook' && item.readingDirection) {
      need('readingDirection', 'only e-books have a reading direction');
    }
    if (item.kind === 'live' && !item.live) need('live', 'a live class needs its schedule');
    if (item.kind !== 'live' && item.live) need('live', 'only live classes have a schedule');
    if (item.kind === 'audio_card' && !item.card) need('card', 'an audio card needs its face');
    if (item.kind !== 'audio_card' && item.card) need('card', 'only audio cards have a face');
  });

export const collectionManifest = z
  .object({
    slug,
    kind: z.enum(COLLECTION_KINDS),
    /** A parent collection's slug (sections nest one level). */
    parent: slug.optional(),
    title: localText,
    summary: localText.optional(),
    cover: mediaPath.optional(),
    ...filterFields,
    ...publishingFields,
    items: z.array(itemManifest),
  })
  .strict()
  .superRefine(checkClasses);

export const contentManifest = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('course'), course: courseManifest }).strict(),
    z.object({ type: z.literal('collection'), collection: collectionManifest }).strict(),
    z.object({ type: z.literal('items'), items: z.array(itemManifest).min(1) }).strict(),
    z.object({ type: z.literal('exam'), exam: examPaperManifest }).strict(),
  ])
  .superRefine((manifest, context) => {
    // Slugs are the keys of a re-import: one manifest naming a slug twice is ambiguous.
    const items =
      manifest.type === 'collection'
        ? manifest.collection.items.map((item, index) => ({
            item,
            path: ['collection', 'items', index],
          }))
        : manifest.type === 'items'
          ? manifest.items.map((item, index) => ({ item, path: ['items', index] }))
          : [];
    const seen = new Set<string>();
    for (const { item, path } of items) {
      if (seen.has(item.slug)) {
        context.addIssue({
          code: 'custom',
          path: [...path, 'slug'],
          message: `slug "${item.slug}" appears twice`,
        });
      }
      seen.add(item.slug);
    }
  });

export type ContentManifest = z.infer<typeof contentManifest>;
export type ContentManifestInput = z.input<typeof contentManifest>;
export type CourseManifest = z.infer<typeof courseManifest>;
export type CollectionManifest = z.infer<typeof collectionManifest>;
export type ItemManifest = z.infer<typeof itemManifest>;
export type ItemManifestInput = z.input<typeof itemManifest>;
export type AttachmentManifest = z.infer<typeof attachmentManifest>;

/** `chapters[2].hours[0].title`: where an issue is, written as a person reads a JSON path. */
export function issuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || '(manifest)';
}

/** Every problem of a manifest, one line each: `path: message`. */
export function manifestIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issuePath(issue.path)}: ${issue.message}`);
}
