import type { FastifyInstance } from 'fastify';
import * as calls from '@qiao/contracts/plans-old';
import type { Db } from '../../platform/db/database';
import { registerRoute } from '../../platform/http/register-route';
import { newestPlanId, periodCounts, planMonth } from './calendars';
import { createDraft, createStudy } from './create';
import { addCourse, sortCourses } from './edit';
import { dayLoads } from './load';
import { answerPlan } from './plan-reads';

/** The old planner's calls (spec §7 `/api/Plan/*`), on the same services as the new one. */
export async function planOldRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const courseList = async (userId: string, planId: string, language: 'ar' | 'zh' | 'en') => ({
    courses: (await dayLoads(db, userId, planId, language)).courses,
  });
  registerRoute(app, calls.createPlan, async ({ body, user, request }) =>
    createDraft(db, user.id, body, request.language),
  );
  registerRoute(app, calls.getPlan, async ({ body, user, request }) => {
    const planId = body.planId ?? (await newestPlanId(db, user.id, ['running', 'draft']));
    return planId ? answerPlan(db, user.id, planId, request.language) : null;
  });
  registerRoute(app, calls.createCourse, async ({ body, user, request }) =>
    addCourse(db, user.id, body, request.language),
  );
  registerRoute(app, calls.getCourseList, async ({ body, user, request }) =>
    courseList(user.id, body.planId, request.language),
  );
  registerRoute(app, calls.getHasFinishedCount, async ({ body, user, request }) => {
    const counts = await periodCounts(db, user.id, body.planId, request.language);
    return { finished: counts.done, total: counts.total };
  });
  registerRoute(app, calls.createStudy, async ({ body, user, request }) =>
    createStudy(db, user.id, body.planId, request.language),
  );
  registerRoute(app, calls.planEditSort, async ({ body, user, request }) => {
    await sortCourses(db, user.id, body);
    return courseList(user.id, body.planId, request.language);
  });
  registerRoute(app, calls.getCalendarData, async ({ body, user, request }) =>
    planMonth(db, user.id, body.planId, body.month, request.language),
  );
}
