import { z } from 'zod';
import { COLLECTION_KINDS, type ItemKind } from './catalogue';
import { libraryCard } from './catalogue-library';
import { contentId } from './catalogue-mooc';
import { paged, paginationQuery } from './pagination';
import { savedRecord } from './learning';
import { defineRoute } from './route';

/**
 * Learning records of catalogue items outside the MOOC tree (spec learning area §3, issue 8):
 * micro-lessons and discover videos are credited like class videos (watched spans, capped by the
 * wall clock, done at 90 %); documents and e-books are recorded when opened. Reports and reads go
 * through the class-content calls (`updateLearningRecord`, `getStudyRecordByContentId`,
 * `getVideoCurrentTime`), which accept an item id; opening an item and the personal centre's
 * lists are the two calls below (the spec names neither).
 */
const learning = { tags: ['learning'] } as const;

/** The personal centre's two lists and the item kinds each holds. */
export const MY_ITEM_LISTS = {
  media: ['weike', 'video'],
  documents: ['document', 'ebook'],
} as const satisfies Record<string, readonly ItemKind[]>;
export type MyItemList = keyof typeof MY_ITEM_LISTS;

/** Kinds of item that keep a learning record. */
export const RECORDED_ITEM_KINDS: readonly ItemKind[] = [
  ...MY_ITEM_LISTS.media,
  ...MY_ITEM_LISTS.documents,
];

export const saveItemRecord = defineRoute({
  ...learning,
  method: 'POST',
  path: '/api/user/saveItemRecord',
  summary:
    'The learner opens a micro-lesson, video, document or e-book: a video starts its clock (the ' +
    'next report is measured from now); a document or e-book is recorded as opened, and done',
  body: z.object({ itemId: contentId }),
  data: savedRecord,
});

/** One line of "my micro-lessons" or "my documents". */
export const myItem = libraryCard.extend({
  /** 0–100: the share watched (a video) or 100 once opened (a document, an e-book). */
  progress: z.number().int(),
  done: z.boolean(),
  /** Where a video was left, to resume there; 0 for documents. */
  currentTime: z.number(),
  /** When the learner last opened it or watched it. */
  lastStudiedAt: z.string(),
  /** Its collection, which decides where it opens (a rainbow-dragon e-book in its own reader). */
  collection: z.object({ id: z.string(), kind: z.enum(COLLECTION_KINDS) }).nullable(),
});
export type MyItem = z.output<typeof myItem>;

export const getMyItemProgress = defineRoute({
  ...learning,
  method: 'POST',
  path: '/api/cert/getMyItemProgress',
  summary:
    'The personal centre\'s "my micro-lessons" (`kind: media`: micro-lessons and videos watched, ' +
    'with progress) or "my documents" (`kind: documents`: documents and e-books opened), last ' +
    'opened first; items the learner may no longer see drop out',
  body: paginationQuery.extend({ kind: z.enum(['media', 'documents']) }),
  data: paged(myItem),
});
