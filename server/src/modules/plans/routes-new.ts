import type { FastifyInstance } from 'fastify';
import * as calls from '@qiao/contracts/plans-new';
import type { Db } from '../../platform/db/database';
import { registerRoute } from '../../platform/http/register-route';
import type { Extensions } from '../../platform/modules/extension-point';
import {
  myDays,
  myMonth,
  myPlanPage,
  newestPlanId,
  periodCounts,
  planCourseDetail,
  planMonth,
  planOfCourse,
  planWeek,
  todayLists,
  unfinishedCount,
} from './calendars';
import { createPlan } from './create';
import { deletePlan, editPlan, editPlanDetails } from './edit';
import { dayLoads, editDayLoad, resetPlan } from './load';
import { finishResource, moveResource } from './progress';
import { reviewsDueOf } from './reviews-due';
import { seriesPlanDetail, seriesPlanPage } from './series';

/** The new planner's calls (spec §7 `/api/PlanNew/*`); thin over the services. */
export async function planNewRoutes(
  app: FastifyInstance,
  { db, extensions }: { db: Db; extensions: Extensions },
) {
  registerRoute(app, calls.createPlan, async ({ body, user, request }) =>
    createPlan(db, user.id, body, request.language),
  );
  registerRoute(app, calls.editPlan, async ({ body, user, request }) =>
    editPlan(db, user.id, body, request.language),
  );
  registerRoute(app, calls.editPlanDetails, async ({ body, user, request }) =>
    editPlanDetails(db, user.id, body, request.language),
  );
  registerRoute(app, calls.deletePlan, async ({ body, user }) =>
    deletePlan(db, user.id, body.planId),
  );
  registerRoute(app, calls.planExist, async ({ user }) => {
    const planId = await newestPlanId(db, user.id, ['running']);
    return { exists: planId !== null, planId };
  });
  registerRoute(app, calls.courseIsSet, async ({ body, user }) => {
    const planId = await planOfCourse(db, user.id, body.courseId);
    return { set: planId !== null, planId };
  });
  registerRoute(app, calls.myPlanList, async ({ body, user, request }) =>
    myPlanPage(db, user.id, body, request.language),
  );
  registerRoute(app, calls.getPlanList, async ({ user, request }) => ({
    ...(await todayLists(db, user.id, request.language)),
    reviewsDue: await reviewsDueOf(extensions, user.id),
  }));
  registerRoute(app, calls.myPlanUnfinishedCount, async ({ user }) => unfinishedCount(db, user.id));
  registerRoute(app, calls.getMyPlanCalendar, async ({ body, user, request }) =>
    planMonth(db, user.id, body.planId, body.month, request.language),
  );
  registerRoute(app, calls.myPlanListCalendar, async ({ body, user, request }) =>
    myMonth(db, user.id, body.month, request.language),
  );
  registerRoute(app, calls.myPlanListCalendarByDates, async ({ body, user, request }) =>
    myDays(db, user.id, body.from, body.to, request.language),
  );
  registerRoute(app, calls.getPlanCourseDetail, async ({ body, user, request }) =>
    planCourseDetail(db, user.id, body.planId, body.courseId, request.language),
  );
  registerRoute(app, calls.getPlanCourseDetailWeek, async ({ body, user, request }) =>
    planWeek(db, user.id, body.planId, body.date, request.language),
  );
  registerRoute(app, calls.getTotalPeriodCount, async ({ body, user, request }) =>
    periodCounts(db, user.id, body.planId, request.language),
  );
  registerRoute(app, calls.resetPeriodDetailData, async ({ body, user, request }) =>
    resetPlan(db, user.id, body.planId, request.language),
  );
  registerRoute(app, calls.updateResourceTime, async ({ body, user, request }) =>
    moveResource(db, user.id, body, request.language),
  );
  registerRoute(app, calls.finishResource, async ({ body, user, request }) =>
    finishResource(db, user.id, body, request.language),
  );
  registerRoute(app, calls.getDayLoad, async ({ body, user, request }) =>
    dayLoads(db, user.id, body.planId, request.language),
  );
  registerRoute(app, calls.editDayLoad, async ({ body, user, request }) =>
    editDayLoad(db, user.id, body, request.language),
  );
  registerRoute(app, calls.getSeriesPlanList, async ({ body, user, request }) =>
    seriesPlanPage(db, user.id, request.language, body),
  );
  registerRoute(app, calls.getSeriesPlanDetail, async ({ body, user, request }) =>
    seriesPlanDetail(db, user.id, body.seriesPlanId, request.language),
  );
}
