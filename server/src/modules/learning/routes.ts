import type { FastifyInstance } from 'fastify';
import * as calls from '@qiao/contracts/learning';
import * as itemCalls from '@qiao/contracts/learning-items';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/database';
import type { Extensions } from '../../platform/modules/extension-point';
import { registerRoute } from '../../platform/http/register-route';
import { courseAccess } from '../catalogue';
import {
  continueLearning,
  enrol,
  myCoursesWithProgress,
  openClassHour,
  progressOfCourse,
} from './places';
import { readAnyRecord, reportAnyWatching } from './any-records';
import { openItem } from './item-records';
import { myItemsPage } from './my-items';
import { openContent } from './records';
import {
  CLASS_HOUR_FINISHED,
  ITEM_FINISHED,
  type ClassHourFinished,
  type ItemFinished,
} from './class-hour-finished';

/** Learning records and progress (spec learning area §3, §5, §7); thin over the services. */
export async function learningRoutes(
  app: FastifyInstance,
  { db, extensions }: { db: Db; extensions: Extensions },
) {
  // A priced course's class hours open only once bought (the catalogue's rule, pay's purchases).
  const access = courseAccess(extensions);
  const listeners = extensions.all(CLASS_HOUR_FINISHED);
  // The record is saved whatever a listener does: a failure is logged, never answered.
  const announceTo = (request: FastifyRequest) => async (event: ClassHourFinished) => {
    for (const listener of listeners) {
      try {
        await listener(event);
      } catch (error) {
        request.log.error({ err: error, event }, 'a class-hour-finished listener failed');
      }
    }
  };
  const itemListeners = extensions.all(ITEM_FINISHED);
  const announceItemTo = (request: FastifyRequest) => async (event: ItemFinished) => {
    for (const listener of itemListeners) {
      try {
        await listener(event);
      } catch (error) {
        request.log.error({ err: error, event }, 'an item-finished listener failed');
      }
    }
  };
  registerRoute(app, calls.updateLearningRecord, async ({ body, user, request }) =>
    reportAnyWatching(
      db,
      access,
      user.id,
      body,
      request.language,
      announceTo(request),
      announceItemTo(request),
    ),
  );
  registerRoute(app, calls.saveMukeRecordContent, async ({ body, user, request }) =>
    openContent(db, access, user.id, body.contentId, request.language, announceTo(request)),
  );
  registerRoute(app, calls.saveMukeRecordCourse, async ({ body, user, request }) =>
    openClassHour(db, access, user.id, body.classHourId, request.language),
  );
  registerRoute(app, calls.getStudyRecordByContentId, async ({ body, user }) =>
    readAnyRecord(db, access, user.id, body.contentId),
  );
  registerRoute(app, calls.getVideoCurrentTime, async ({ body, user }) => {
    const record = await readAnyRecord(db, access, user.id, body.contentId);
    return { contentId: record.contentId, currentTime: record.currentTime };
  });
  registerRoute(app, calls.getLearningProgress, async ({ body, user }) =>
    progressOfCourse(db, user.id, body.courseId),
  );
  registerRoute(app, calls.updateCourseUserInfo, async ({ body, user }) =>
    enrol(db, user.id, body.courseId),
  );
  registerRoute(app, calls.getMyCourseProgress, async ({ body, user, request }) =>
    myCoursesWithProgress(db, access, user.id, request.language, body),
  );
  registerRoute(app, itemCalls.saveItemRecord, async ({ body, user, request }) =>
    openItem(db, user.id, body.itemId, announceItemTo(request)),
  );
  registerRoute(app, itemCalls.getMyItemProgress, async ({ body, user, request }) =>
    myItemsPage(db, user.id, request.language, body.kind, body),
  );
  registerRoute(app, calls.getContinueLearning, async ({ user, request }) =>
    continueLearning(db, user.id, request.language),
  );
}
