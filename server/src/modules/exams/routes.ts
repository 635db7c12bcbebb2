import type { FastifyInstance } from 'fastify';
import * as calls from '@qiao/contracts/exams-calls';
import type { Db } from '../../platform/db/database';
import { registerRoute } from '../../platform/http/register-route';
import { getOrCreateSecret } from '../../platform/secrets/secrets';
import type { ObjectStore } from '../../platform/storage/object-store';
import { viewerOf, type CourseAccessCheck } from '../catalogue';
import { bringUpToTime, loadAttempt, presentAttempt } from './attempt-store';
import { nextSection, saveAnswer } from './answering';
import { AUDIO_KEY_SECRET, examAudioRoute, playAudio } from './audio';
import {
  courseTestAccuracy,
  lessonPaperOfContent,
  lessonTest,
  lessonTestAudio,
  submitLessonTest,
} from './lesson-tests';
import { listMockPapers } from './papers';
import { presentPaper } from './presenter';
import { attemptResult, handInByLearner, learnersResults, myResults } from './results';
import { canStart, startAttempt } from './start';
import { yctCategory, yctCourseList } from './yct';

/** Mock exams and lesson tests (spec learning area §7 `/api/cert/*`); thin over the services. */
export async function examRoutes(
  app: FastifyInstance,
  { db, store, access }: { db: Db; store: ObjectStore; access: CourseAccessCheck },
) {
  const signingKey = await getOrCreateSecret(db, AUDIO_KEY_SECRET);
  await app.register(examAudioRoute, {
    db,
    store,
    signingKey,
    lessonPaperOf: (contentId: string) => lessonPaperOfContent(db, contentId),
  });

  registerRoute(app, calls.getMockExamList, async ({ body, request }) => ({
    list: (await listMockPapers(db, body)).map((paper) => presentPaper(paper, request.language)),
  }));
  registerRoute(app, calls.canMockExam, async ({ body, user, request }) =>
    canStart(db, user.id, body.paperId, request.language),
  );
  registerRoute(app, calls.createMockExam, async ({ body, user, request }) =>
    startAttempt(db, user.id, body, request.language),
  );
  registerRoute(app, calls.getMockExam, async ({ body, user, request }) => {
    const now = new Date();
    const loaded = await bringUpToTime(db, await loadAttempt(db, user.id, body.attemptId), now);
    return presentAttempt(loaded, request.language, now);
  });
  registerRoute(app, calls.saveMockExamAnswer, async ({ body, user }) =>
    saveAnswer(db, user.id, body),
  );
  registerRoute(app, calls.nextMockExamSection, async ({ body, user, request }) =>
    nextSection(db, user.id, body, request.language),
  );
  registerRoute(app, calls.playMockExamAudio, async ({ body, user }) =>
    playAudio(db, signingKey, user.id, body),
  );
  registerRoute(app, calls.createMockExamTest, async ({ body, user, request }) =>
    handInByLearner(db, user.id, body, request.language),
  );
  registerRoute(app, calls.getMockExamResult, async ({ body, user, request }) =>
    attemptResult(db, user, body.attemptId, request.language),
  );
  registerRoute(app, calls.getMyMockExamResults, async ({ body, user, request }) =>
    myResults(db, user.id, body, request.language),
  );
  registerRoute(app, calls.getLearnerMockExamResults, async ({ body, request }) =>
    learnersResults(db, body, request.language),
  );
  registerRoute(app, calls.getCertYctCategory, async ({ user, request }) =>
    yctCategory(db, viewerOf(user), request.language),
  );
  registerRoute(app, calls.getCertYctCourseList, async ({ body, user, request }) =>
    yctCourseList(db, viewerOf(user), body.level, request.language),
  );
  registerRoute(app, calls.getLessonTest, async ({ body, user, request }) =>
    lessonTest(db, access, user.id, body.contentId, request.language),
  );
  registerRoute(app, calls.submitLessonTest, async ({ body, user, request }) =>
    submitLessonTest(db, access, user.id, body, request.language),
  );
  registerRoute(app, calls.playLessonTestAudio, async ({ body, user, request }) =>
    lessonTestAudio(db, access, signingKey, user.id, body, request.language),
  );
  registerRoute(app, calls.getCourseTestAccuracy, async ({ body, user }) =>
    courseTestAccuracy(db, user.id, body.courseId),
  );
}
