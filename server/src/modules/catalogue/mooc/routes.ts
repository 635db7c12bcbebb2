import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as calls from '@qiao/contracts/catalogue-mooc';
import type { MoocFilters } from '@qiao/contracts/catalogue-mooc';
import type { PageRequest } from '@qiao/contracts/pagination';
import * as live from '@qiao/contracts/catalogue-mooc-live';
import type { Db } from '../../../platform/db/database';
import { registerRoute } from '../../../platform/http/register-route';
import type { RequestUser } from '../../../platform/http/request-user';
import { rememberedAnswer } from '../answer-cache';
import { courseBrief, courseMore, relatedCourses } from './course-extras';
import {
  classHourContents,
  moocDetail,
  moocDetailWithTree,
  moocPage,
  moocSemesters,
  periodList,
  teachingList,
  teachingListByPeriod,
  type ReadContext,
} from './course-reads';
import { liveClassPage } from './live-classes';
import { addToMyMoocs, myMoocsPage } from './my-moocs';
import { withAccess, type CourseAccessCheck } from '../access/course-access';
import { replayPage, replayTree } from './replays';
import { viewerOf } from './viewer';

export interface MoocRoutesOptions {
  db: Db;
  /** The live provider's room address (LIVE_PROVIDER_URL), if one is configured. */
  liveProviderUrl: string | undefined;
  /** Who may take a priced course's class hours (answered per viewer, never remembered). */
  access: CourseAccessCheck;
}

/** MOOCs, live classes and replays (spec learning area §7); thin over the reads. */
export async function moocRoutes(
  app: FastifyInstance,
  { db, liveProviderUrl, access }: MoocRoutesOptions,
) {
  const context = (user: RequestUser | null, request: FastifyRequest): ReadContext => ({
    db,
    viewer: viewerOf(user),
    language: request.language,
    access,
  });
  // The list and the course page every visitor opens, answered from memory while unchanged;
  // the POST call and its GET twin share answers. The viewer's access is added to the shared
  // answer per request (a purchase does not move the catalogue's revision).
  const cachedPage = async (read: ReadContext, input: MoocFilters & PageRequest) => {
    const page = await rememberedAnswer(
      db,
      { call: 'moocPage', language: read.language, input },
      read.viewer,
      () => moocPage(read, input, input),
    );
    return { ...page, list: await withAccess(access, read.viewer, page.list) };
  };
  const cachedDetail = async (read: ReadContext, id: string) => {
    const detail = await rememberedAnswer(
      db,
      { call: 'moocDetail', language: read.language, input: id },
      read.viewer,
      () => moocDetail(read, id),
    );
    const [accessed] = await withAccess(access, read.viewer, [detail]);
    return accessed!;
  };
  registerRoute(app, calls.getMoocDataList, async ({ body, user, request }) =>
    cachedPage(context(user, request), body),
  );
  registerRoute(app, calls.getMukeList, async ({ query, user, request }) =>
    cachedPage(context(user, request), query),
  );
  registerRoute(app, calls.getMoocDataDetail, async ({ body, user, request }) =>
    cachedDetail(context(user, request), body.id),
  );
  registerRoute(app, calls.getMukeInfo, async ({ query, user, request }) =>
    cachedDetail(context(user, request), query.id),
  );
  registerRoute(app, calls.getMoocDataDetailNew, async ({ body, user, request }) =>
    moocDetailWithTree(context(user, request), body.id),
  );
  registerRoute(app, calls.getSemesterByMukeId, async ({ body, user, request }) =>
    moocSemesters(context(user, request), body.mukeId),
  );
  registerRoute(app, calls.getTeachingList, async ({ query, user, request }) =>
    teachingList(context(user, request), query.semesterId),
  );
  registerRoute(app, calls.getContent, async ({ query, user, request }) =>
    classHourContents(context(user, request), query.classHourId),
  );
  registerRoute(app, calls.getTeachingListByPeriod, async ({ body, user, request }) =>
    teachingListByPeriod(context(user, request), body.periodId),
  );
  registerRoute(app, calls.getPeriodList, async ({ body, user, request }) =>
    periodList(context(user, request), body.chapterId),
  );
  registerRoute(app, calls.createMukeMine, async ({ body, user }) =>
    addToMyMoocs(db, user.id, body.mukeId),
  );
  registerRoute(app, calls.getMukeMineList, async ({ body, user, request }) =>
    myMoocsPage(db, access, user.id, request.language, body),
  );
  registerRoute(app, calls.getMukeRelation, async ({ body, user, request }) =>
    relatedCourses(context(user, request), body.mukeId),
  );
  registerRoute(app, calls.getMukeInfoMore, async ({ body, user, request }) =>
    courseMore(context(user, request), body.mukeId),
  );
  registerRoute(app, calls.getCourseInfo, async ({ body, user, request }) =>
    courseBrief(context(user, request), body.courseId),
  );

  registerRoute(app, live.getLiveCourseCreate, async ({ body, user, request }) =>
    liveClassPage(db, viewerOf(user), request.language, liveProviderUrl, body),
  );
  registerRoute(app, live.listReplayTree, async ({ user, request }) =>
    replayTree(db, viewerOf(user), request.language),
  );
  registerRoute(app, live.listReplays, async ({ body, user, request }) =>
    replayPage(db, viewerOf(user), request.language, body),
  );
}
