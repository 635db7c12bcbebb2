import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CERT_NUMBER_PATTERN, type CertCondition } from '@qiao/contracts/certs';
import type { CertApplication, CertCourse, CertSummary } from '@qiao/contracts/certs-calls';
import { ERRORS } from '@qiao/contracts/errors';
import { courses } from '../catalogue/tables';
import { users } from '../users/tables';
import {
  call,
  certSuite,
  finishHours,
  handedIn,
  NAMES,
  newLearner,
  ok,
  qualifiedLearner,
  refusal,
  takeLessonTest,
  type Client,
} from './certs-test-setup';
import { certApplications } from './tables';

const suite = certSuite();
const db = () => suite.server.testDatabase.database.db;
const yct = () => suite.content.courses.yct.id;

type Applied = { application: CertApplication; certificate: CertSummary | null };
const apply = (client: Client, names: object = NAMES) =>
  ok<Applied>(client, call('applyCert'), { courseId: yct(), ...names });
const conditionsOf = (client: Client, courseId = yct()) =>
  ok<{
    course: CertCourse;
    examRealName: string | null;
    approvalRequired: boolean;
    application: CertApplication | null;
    certificate: CertSummary | null;
  }>(client, call('getCertConditions'), { courseId });

const byKind = (conditions: CertCondition[]) =>
  Object.fromEntries(conditions.map((condition) => [condition.kind, condition]));

describe('the courses a learner may earn a certificate of', () => {
  it('are the exam courses they have begun, each with their own figures', async () => {
    const { client, userId } = await newLearner(suite);
    expect(await ok(client, call('getCertCourses'))).toEqual({ list: [] });

    await finishHours(suite, userId, 2);
    const { list } = await ok<{ list: CertCourse[] }>(client, call('getCertCourses'));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      courseId: yct(),
      title: { zh: 'YCT一级：快乐学汉语' },
      exam: { family: 'yct', level: 1, levelName: 'YCT 1' },
      allMet: false,
    });
    expect(list[0]!.conditions).toEqual([
      { kind: 'courseDone', met: false, have: 2 / 6, need: 0.8, max: null },
      { kind: 'lessonTests', met: false, have: null, need: 0.7, max: null },
      { kind: 'examPassed', met: false, have: null, need: 120, max: 200 },
    ]);
  });

  it('include a course whose level the learner sat a paper of, without any record', async () => {
    const { client, userId } = await newLearner(suite);
    await handedIn(suite, userId, { total: 90, paper: 'short' });
    const { list } = await ok<{ list: CertCourse[] }>(client, call('getCertCourses'));
    expect(list.map((course) => course.exam.levelName)).toEqual(['YCT 1']);
    // A short paper trains; only a whole one counts for the certificate.
    expect(byKind(list[0]!.conditions).examPassed).toMatchObject({ met: false, have: null });
  });

  it('ask nothing of lesson tests in a course that has none', async () => {
    const { client } = await newLearner(suite);
    const { course } = await conditionsOf(client, suite.content.courses.hsk.id);
    expect(byKind(course.conditions).lessonTests).toEqual({
      kind: 'lessonTests',
      met: true,
      have: null,
      need: 0.7,
      max: null,
    });
  });

  it('are not found for a course without an exam level, or one the learner may not see', async () => {
    const { client } = await newLearner(suite);
    for (const course of [suite.content.courses.culture, suite.content.courses.classOnly]) {
      const answer = await refusal(client, call('getCertConditions'), { courseId: course.id });
      expect(answer.code).toBe(ERRORS.certCourseNotFound.code);
    }
  });
});

describe('applying while a condition is unmet', () => {
  const refused = async (client: Client) => {
    const answer = await refusal<{ conditions: CertCondition[] }>(client, call('applyCert'), {
      courseId: yct(),
      ...NAMES,
    });
    expect(answer.code).toBe(ERRORS.certConditionsNotMet.code);
    return byKind(answer.data.conditions);
  };

  it('is refused with the course done short of 80% (4 of 6 class hours)', async () => {
    const { client, userId } = await newLearner(suite);
    await finishHours(suite, userId, 4);
    await takeLessonTest(suite, client, 3);
    await handedIn(suite, userId, { total: 168 });
    const conditions = await refused(client);
    expect(conditions.courseDone).toEqual({
      kind: 'courseDone',
      met: false,
      have: 4 / 6,
      need: 0.8,
      max: null,
    });
    expect([conditions.lessonTests!.met, conditions.examPassed!.met]).toEqual([true, true]);
  });

  it('is refused with lesson tests below 70% (2 of 3 right)', async () => {
    const { client, userId } = await newLearner(suite);
    await finishHours(suite, userId, 6);
    await takeLessonTest(suite, client, 2);
    await handedIn(suite, userId, { total: 168 });
    const conditions = await refused(client);
    expect(conditions.lessonTests).toEqual({
      kind: 'lessonTests',
      met: false,
      have: 2 / 3,
      need: 0.7,
      max: null,
    });
    expect(conditions.courseDone!.met).toBe(true);
  });

  it('is refused with the best whole paper one point short of the pass mark', async () => {
    const { client, userId } = await newLearner(suite);
    await finishHours(suite, userId, 5);
    await takeLessonTest(suite, client, 3);
    await handedIn(suite, userId, { total: 119 });
    await handedIn(suite, userId, { total: 100 });
    // A short paper's full marks do not count.
    await handedIn(suite, userId, { total: 200, paper: 'short' });
    const conditions = await refused(client);
    expect(conditions.examPassed).toEqual({
      kind: 'examPassed',
      met: false,
      have: 119,
      need: 120,
      max: 200,
    });
    const rows = await db()
      .select()
      .from(certApplications)
      .where(eq(certApplications.userId, userId));
    expect(rows).toEqual([]);
  });
});

describe('a learner who meets the conditions', () => {
  it('is issued the certificate at once, its details frozen', async () => {
    const { client } = await qualifiedLearner(suite);
    const before = await conditionsOf(client);
    expect(before).toMatchObject({
      course: { allMet: true },
      examRealName: 'Layla Ahmed',
      approvalRequired: false,
      application: null,
      certificate: null,
    });
    // The name as people write it: case and spaces do not make it differ; it is printed as
    // typed, but with one space where a slip left two.
    const { application, certificate } = await apply(client, {
      nameLatin: '  layla  AHMED ',
      nameArabic: 'ليلى أحمد',
    });
    expect(application).toMatchObject({
      state: 'issued',
      waitsBecause: null,
      courseId: yct(),
      levelName: 'YCT 1',
      nameLatin: 'layla AHMED',
      examRealName: 'Layla Ahmed',
      certificateId: certificate!.certificateId,
    });
    expect(application.decidedAt).not.toBeNull();
    const year = new Date().getUTCFullYear();
    expect(certificate!.number).toMatch(CERT_NUMBER_PATTERN);
    expect(certificate!.number).toMatch(new RegExp(`^QIAO-YCT1-${year}-\\d{6}$`));
    expect(certificate!.verifyId).toMatch(/^[0-9a-f]{32}$/);
    expect(certificate).toMatchObject({
      state: 'valid',
      revokedAt: null,
      verifyUrl: `${suite.server.config.publicUrl}/pages/cert/verify?id=${certificate!.verifyId}`,
      pdfUrl: `/api/cert/certificatePdf?certificateId=${certificate!.certificateId}`,
      badgeUrl: `/api/cert/certificateBadge?certificateId=${certificate!.certificateId}`,
    });
    expect(certificate!.snapshot).toMatchObject({
      number: certificate!.number,
      nameLatin: 'layla AHMED',
      nameArabic: 'ليلى أحمد',
      course: { id: yct(), title: { zh: 'YCT一级：快乐学汉语' } },
      exam: { family: 'yct', level: 1, levelName: 'YCT 1', points: 168, max: 200, pass: 120 },
      courseDone: 5 / 6,
      lessonTestAccuracy: 1,
      issuer: { name: { ar: 'جسر', zh: '桥', en: 'Qiao' }, url: suite.server.config.publicUrl },
    });

    // Found again where the learner looks.
    const mine = await ok<{ list: CertSummary[]; total: number }>(
      client,
      call('getPersonalCertList'),
      {},
    );
    expect(mine).toEqual({ list: [certificate], total: 1 });
    expect(await ok(client, call('getYctCertByMukeId'), { mukeId: yct() })).toEqual({
      certificate,
    });
    const applications = await ok<{ list: CertApplication[]; total: number }>(
      client,
      call('getCertApplications'),
      {},
    );
    expect(applications).toEqual({ list: [application], total: 1 });
    expect(await conditionsOf(client)).toMatchObject({ application, certificate });

    // The same names again: already issued.
    const again = await refusal(client, call('applyCert'), { courseId: yct(), ...NAMES });
    expect(again.code).toBe(ERRORS.certAlreadyIssued.code);
  });

  it('refuses a name the certificate cannot print, saying which characters', async () => {
    const { client } = await qualifiedLearner(suite);
    const refused = await refusal(client, `${call('applyCert')}?lang=zh`, {
      courseId: yct(),
      nameLatin: '王㐁',
      nameArabic: 'ليلى أحمد',
    });
    expect(refused.code).toBe(ERRORS.certNameUnprintable.code);
    expect(refused.message).toBe('证书无法打印以下字符：㐁');
  });

  it('keeps the certificate as issued when the account or the course changes later', async () => {
    const { client, userId } = await qualifiedLearner(suite);
    const { certificate } = await apply(client);
    await db().update(users).set({ userName: 'Someone Else' }).where(eq(users.id, userId));
    const title = suite.content.courses.yct.title;
    await db()
      .update(courses)
      .set({ title: { ...title, zh: '改名的课程' } })
      .where(eq(courses.id, yct()));
    try {
      const { list } = await ok<{ list: CertSummary[] }>(client, call('getPersonalCertList'), {});
      expect(list[0]!.snapshot).toEqual(certificate!.snapshot);
      expect(list[0]!.snapshot.course.title.zh).toBe('YCT一级：快乐学汉语');
    } finally {
      await db().update(courses).set({ title }).where(eq(courses.id, yct()));
    }
  });

  it('waits for an admin when the name is not the one given before the exam', async () => {
    const { client } = await qualifiedLearner(suite);
    const { application, certificate } = await apply(client, {
      nameLatin: 'Leila Ahmad',
      nameArabic: 'ليلى أحمد',
    });
    expect(certificate).toBeNull();
    expect(application).toMatchObject({
      state: 'pending',
      waitsBecause: 'nameDiffers',
      examRealName: 'Layla Ahmed',
      certificateId: null,
    });
    const second = await refusal(client, call('applyCert'), { courseId: yct(), ...NAMES });
    expect(second.code).toBe(ERRORS.certApplicationPending.code);
    expect(await ok(client, call('getYctCertByMukeId'), { mukeId: yct() })).toEqual({
      certificate: null,
    });
  });

  it('applies once when four applications arrive together', async () => {
    const { client, userId } = await qualifiedLearner(suite);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        client.post(call('applyCert'), { courseId: yct(), ...NAMES }),
      ),
    );
    const codes = answers.map((answer) => answer.code).sort((a, b) => a - b);
    expect(codes[0]).toBe(0);
    for (const refused of codes.slice(1)) {
      expect([ERRORS.certAlreadyIssued.code, ERRORS.certApplicationPending.code]).toContain(
        refused,
      );
    }
    const rows = await db()
      .select()
      .from(certApplications)
      .where(eq(certApplications.userId, userId));
    expect(rows).toHaveLength(1);
    const { total } = await ok<{ total: number }>(client, call('getPersonalCertList'), {});
    expect(total).toBe(1);
  });
});

describe('another learner’s certificate', () => {
  it('is not found by its downloads, nor given for the course', async () => {
    const holder = await qualifiedLearner(suite);
    const { certificate } = await apply(holder.client);
    const other = await newLearner(suite, 'سارة');
    for (const path of ['certificatePdf', 'certificateBadge']) {
      const answer = await other.client.get(call(path), {
        certificateId: certificate!.certificateId,
      });
      expect(answer.code).toBe(ERRORS.certNotFound.code);
    }
    expect(await ok(other.client, call('getYctCertByMukeId'), { mukeId: yct() })).toEqual({
      certificate: null,
    });
    expect(await ok(other.client, call('getPersonalCertList'), {})).toEqual({
      list: [],
      total: 0,
    });
    expect(await ok(other.client, call('getCertApplications'), {})).toEqual({
      list: [],
      total: 0,
    });
  });
});

describe('the holder’s downloads', () => {
  it('are a PDF and a signed badge named by the number', async () => {
    const { client, cookie } = await qualifiedLearner(suite);
    const { certificate } = await apply(client);
    const pdf = await download(cookie, certificate!.pdfUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(
      `attachment; filename="${certificate!.number}.pdf"`,
    );
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    const badge = await download(cookie, certificate!.badgeUrl);
    expect(badge.status).toBe(200);
    expect(badge.headers.get('content-disposition')).toContain(`${certificate!.number}.jwt`);
    const jws = await badge.text();
    expect(jws.split('.')).toHaveLength(3);
    // The badge file holds against the published key and names this certificate.
    const checked = await ok<{ signatureValid: boolean; certificate: { snapshot: object } }>(
      client,
      call('verifyCertBadge'),
      { badge: jws },
    );
    expect(checked).toMatchObject({
      signatureValid: true,
      problem: null,
      certificate: { state: 'valid', snapshot: certificate!.snapshot },
    });
  });

  it('ask a signed-out visitor to log in', async () => {
    const { client } = await qualifiedLearner(suite);
    const { certificate } = await apply(client);
    const answer = (await (await fetch(suite.server.baseUrl + certificate!.pdfUrl)).json()) as {
      code: number;
    };
    expect(answer.code).toBe(ERRORS.notLoggedIn.code);
  });
});

/** A GET of a download address with the learner's session, as the browser's link does. */
function download(cookie: string, url: string) {
  return fetch(suite.server.baseUrl + url, { headers: { cookie } });
}
