import { extensionPoint } from '../../platform/modules/extension-point';

/** A class hour the learner has just finished (its last video or document done). */
export interface ClassHourFinished {
  userId: string;
  courseId: string;
  classHourId: string;
  finishedAt: Date;
}

/**
 * Told each class hour a learner finishes, after the record is saved: plans mark their items done
 * without learning knowing plans exist. A listener's failure never undoes the learner's record.
 */
export const CLASS_HOUR_FINISHED = extensionPoint<(event: ClassHourFinished) => Promise<void>>(
  'learning.class-hour-finished',
);

export type AnnounceFinished = (event: ClassHourFinished) => Promise<void>;

/** Nobody listening (tests and callers that only read). */
export const announceNothing: AnnounceFinished = async () => undefined;

/** A catalogue item (micro-lesson, video, document) the learner has just finished. */
export interface ItemFinished {
  userId: string;
  itemId: string;
  finishedAt: Date;
}

/**
 * Told each catalogue item a learner finishes (a document opened, a video watched to the end),
 * after the record is saved: plans mark their items done, as for class hours.
 */
export const ITEM_FINISHED =
  extensionPoint<(event: ItemFinished) => Promise<void>>('learning.item-finished');

export type AnnounceItemFinished = (event: ItemFinished) => Promise<void>;

/** Nobody listening for items. */
export const announceNoItem: AnnounceItemFinished = async () => undefined;
