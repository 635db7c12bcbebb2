import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { courses } from '../modules/catalogue/tables';
import { examAttempts, examPapers } from '../modules/exams/tables';
import { attemptResult } from '../modules/exams/results';
import { standingOn, findExamCourse } from '../modules/certs/standing';
import { allMet } from '../modules/certs/rules/conditions';
import { applyCert, certCourses } from '../modules/certs/learner';
import { certApplications, certificates } from '../modules/certs/tables';
import { coursePurchases } from '../modules/pay/purchases';
import { localUserByEmail } from '../modules/users';
import type { Db } from '../platform/db/database';
import { runSeeds } from '../platform/seed/run-seeds';
import { LocalDiskStore } from '../platform/storage/local-disk-store';
import { demoAccountsStep } from './demo-accounts';
import { demoCertificateStep } from './demo-certificate-step';
import { demoCatalogueStep } from './demo-content/demo-catalogue-step';
import { plansDemoStep } from '../modules/plans';

let testDb: TestDatabase;
let db: Db;
let store: LocalDiskStore;
let root: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.database.db;
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'qiao-demo-cert-'));
  store = new LocalDiskStore(path.join(root, 'objects'));
  await store.prepare();
  const steps = [
    demoAccountsStep(() => undefined),
    demoCatalogueStep(store),
    plansDemoStep(),
    demoCertificateStep(),
  ];
  await runSeeds(db, steps, { info: () => undefined });
}, 600_000);
afterAll(async () => {
  await store?.close();
  await testDb?.drop();
  if (root) await fs.rm(root, { recursive: true, force: true });
});

describe('the demo student', () => {
  it('owns neither paid demo course: both stay locked to them until bought', async () => {
    const student = (await localUserByEmail(db, 'student@qiao.example'))!;
    const paid = await db.select().from(courses).where(isNotNull(courses.priceMinor));
    expect(paid.map((row) => row.slug).sort()).toEqual([
      'everyday-beijing',
      'teaching-arab-learners',
    ]);
    const bought = await coursePurchases(db)(
      student.id,
      paid.map((row) => row.id),
    );
    expect(bought.size).toBe(0);
  });

  it('meets every condition of the YCT 1 course, and holds no certificate yet', async () => {
    const student = (await localUserByEmail(db, 'student@qiao.example'))!;
    const [course] = await db.select().from(courses).where(eq(courses.slug, 'yct-1'));
    const standing = await standingOn(
      db,
      student.id,
      await findExamCourse(db, student.id, course!.id),
    );
    expect(standing.conditions).toEqual([
      { kind: 'courseDone', met: true, have: 70 / 84, need: 0.8, max: null },
      { kind: 'lessonTests', met: true, have: 5 / 6, need: 0.7, max: null },
      { kind: 'examPassed', met: true, have: 168, need: 120, max: 200 },
    ]);
    expect(allMet(standing.conditions)).toBe(true);
    expect(standing.attempt?.realName).toBe('Layla Ahmed');
    expect(await db.select().from(certApplications)).toEqual([]);
    expect(await db.select().from(certificates)).toEqual([]);
  });

  it('finds the mock paper’s result as the exams module marked it: 95 heard, 73 read', async () => {
    const student = (await localUserByEmail(db, 'student@qiao.example'))!;
    const [attempt] = await db
      .select({ id: examAttempts.id, submitCause: examAttempts.submitCause, slug: examPapers.slug })
      .from(examAttempts)
      .innerJoin(examPapers, eq(examPapers.id, examAttempts.paperId))
      .where(eq(examAttempts.userId, student.id));
    expect(attempt).toMatchObject({ slug: 'yct-1-mock-1', submitCause: 'learner' });
    const result = await attemptResult(
      db,
      { id: student.id, role: 'student', loginName: '', userName: '', email: null },
      attempt!.id,
      'ar',
    );
    expect(result).toMatchObject({ total: 168, passed: true, realName: 'Layla Ahmed' });
    expect(
      result.sections.map((section) => [section.right, section.items, section.points]),
    ).toEqual([
      [19, 20, 95],
      [11, 15, 73],
    ]);
  });

  it('finds the YCT course among their certificate courses and is issued at once on applying', async () => {
    const student = (await localUserByEmail(db, 'student@qiao.example'))!;
    const { list } = await certCourses(db, student.id);
    expect(list.map((course) => [course.exam.levelName, course.allMet])).toEqual([['YCT 1', true]]);
    const { application, certificate } = await applyCert(
      db,
      student.id,
      { courseId: list[0]!.courseId, nameLatin: 'Layla Ahmed', nameArabic: 'ليلى أحمد' },
      'http://localhost:3000',
    );
    expect(application).toMatchObject({ state: 'issued', waitsBecause: null });
    expect(certificate?.snapshot.exam).toMatchObject({ levelName: 'YCT 1', points: 168 });
    await db.delete(certificates);
    await db.delete(certApplications);
  });

  it('is seeded once: the step run again adds nothing', async () => {
    const before = await db.select({ id: examAttempts.id }).from(examAttempts);
    await db.transaction((tx) => demoCertificateStep().run(tx));
    expect(await db.select({ id: examAttempts.id }).from(examAttempts)).toEqual(before);
  });
});
