import { z } from 'zod';
import { contentId } from './catalogue-mooc';
import { paged, paginationQuery } from './pagination';
import { defineRoute } from './route';

/**
 * Notes (spec learning area §3, §5, §7): a learner's own rich-text notes on a class hour of a
 * course, optionally pinned to a second of its video. Only the author reads, edits or deletes a
 * note, and only while the course stays visible to them. The content is rich text from the
 * editor; the server keeps it through its allow-list and answers it sanitised, and the web treats
 * it as untrusted all the same. Title and content must not be empty ("title cannot be empty",
 * "content cannot be empty"); content with nothing left after sanitising is empty too; pasted
 * (inline `data:`) pictures are refused: pictures go through `uploadOne` first.
 */
export const NOTE_LIMITS = {
  /** Characters of a title. */
  titleMaxLength: 100,
  /** Characters of the content as sent by the editor (markup included). */
  contentMaxLength: 100_000,
  /** Characters of the excerpt a list shows. */
  excerptLength: 140,
  /** The longest video a note can be pinned into: a day. */
  videoSecondsMax: 86_400,
  /** Bytes of one picture inserted through the editor. */
  imageMaxBytes: 5 * 1024 * 1024,
} as const;

/** Pictures the editor may insert: sniffed from their bytes, never taken from the name. */
export const NOTE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

const tags = ['notes'] as const;

// Emptiness is a rule with its own coded error (the spec's toasts), so the schema lets '' through.
const title = z.string().max(NOTE_LIMITS.titleMaxLength, 'noteTitleTooLong');
const content = z.string().max(NOTE_LIMITS.contentMaxLength, 'noteContentTooLong');
const videoSeconds = z.number().int().min(0).max(NOTE_LIMITS.videoSecondsMax).nullable();

export const noteInput = z.object({
  title,
  content,
  /**
   * The second of the class hour's video the note is pinned to; null when it is not. Left out: not
   * pinned for a new note, unchanged for an edit.
   */
  videoSeconds: videoSeconds.optional(),
});

export const noteItem = z.object({
  id: z.string(),
  courseId: z.string(),
  classHourId: z.string(),
  /** The class hour's title in the request's language (lists by course show several hours). */
  classHourTitle: z.string(),
  title: z.string(),
  /** Sanitised rich text. */
  content: z.string(),
  /** The content's words without markup, cut to `excerptLength`. */
  excerpt: z.string(),
  videoSeconds: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NoteItem = z.output<typeof noteItem>;

const byNote = z.object({ id: contentId });

export const addNotes = defineRoute({
  tags,
  method: 'POST',
  path: '/api/notes/addNotes',
  summary: 'Writes a note on a class hour of a course the user can see; answers the stored note',
  body: noteInput.extend({ courseId: contentId, classHourId: contentId }),
  data: noteItem,
});

export const editNotes = defineRoute({
  tags,
  method: 'POST',
  path: '/api/notes/editNotes',
  summary: "Changes the title, content or video time of one of the user's own notes",
  body: noteInput.extend({ id: contentId }),
  data: noteItem,
});

export const getNotesList = defineRoute({
  tags,
  method: 'POST',
  path: '/api/notes/getNotesList',
  summary:
    "The user's notes on a class hour, or on a whole course when no class hour is given; newest " +
    'first, 20 a page',
  body: z
    .object({ courseId: contentId.optional(), classHourId: contentId.optional() })
    .extend(paginationQuery.shape)
    .refine((input) => input.courseId || input.classHourId, {
      message: 'courseId or classHourId',
      path: ['courseId'],
    }),
  data: paged(noteItem),
});

export const getNotes = defineRoute({
  tags,
  method: 'POST',
  path: '/api/notes/getNotes',
  summary: "One of the user's own notes",
  body: byNote,
  data: noteItem,
});

export const delNotes = defineRoute({
  tags,
  method: 'POST',
  path: '/api/notes/delNotes',
  summary: "Deletes one of the user's own notes",
  body: byNote,
  data: z.object({ id: z.string() }),
});

/**
 * `POST /api/uploadOne` (spec learning area §7): multipart/form-data with one picture as `file`,
 * from the rich-text editor. Stored by its content hash like catalogue pictures and answered as
 * the address the editor inserts (`/api/content/image/<sha256>`). Signed-in users only.
 */
export const UPLOAD_ONE_PATH = '/api/uploadOne';

export const uploadedImage = z.object({
  /** Where the picture is served; the editor inserts it as the image's `src`. */
  url: z.string(),
  type: z.enum(NOTE_IMAGE_TYPES),
  size: z.number().int(),
});
export type UploadedImage = z.output<typeof uploadedImage>;
