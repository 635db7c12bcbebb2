import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { normalizeHolderName, type CertSnapshot } from '@qiao/contracts/certs';
import { startTestServer, type TestServer } from '../../../../test/test-server';
import type { Db } from '../../../platform/db/database';
import { courses } from '../../catalogue/tables';
import { upsertUserFromIdentity } from '../../users/service';
import { certApplications, certificates } from '../tables';
import { VERIFY_PAGE_PATH } from './page-html';

/**
 * A web build as small as the page needs: the manifest naming the widget's chunk, the chunk, and
 * a style sheet declaring the self-hosted Arabic font.
 */
async function fakeWebBuild(dir: string) {
  await fs.mkdir(path.join(dir, '.vite'), { recursive: true });
  await fs.mkdir(path.join(dir, 'assets'), { recursive: true });
  await fs.writeFile(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      '_vendor~altcha-T3st.js': { file: 'assets/vendor~altcha-T3st.js', name: 'vendor~altcha' },
    }),
  );
  await fs.writeFile(path.join(dir, 'assets', 'vendor~altcha-T3st.js'), 'export {};\n');
  await fs.writeFile(
    path.join(dir, 'assets', 'app-T3st.css'),
    'body{color:red}@font-face{font-family:Noto Sans Arabic;font-weight:400;src:url(/assets/noto-T3st.woff2)format("woff2")}',
  );
}

/** The real HTTP app (the certificates module serves the verify routes) with a small web build. */
export async function startVerifyServer(): Promise<TestServer> {
  const webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'qiao-verify-web-'));
  await fakeWebBuild(webDist);
  const server = await startTestServer({
    // One PBKDF2 round per tried number: the same challenges, cheap enough for a test.
    env: { TRUST_PROXY: 'true', SHARE_CODE_POW_ITERATIONS: '1', WEB_DIST: webDist },
  });
  const close = server.close;
  server.close = async () => {
    await close();
    await fs.rm(webDist, { recursive: true, force: true });
  };
  return server;
}

let counter = 0;
/** A fresh client address, so one test's wrong guesses never throttle another's. */
export const freshAddress = () => {
  counter += 1;
  return `203.0.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
};

export interface CertInput {
  nameLatin?: string;
  nameArabic?: string;
  revoked?: { at: Date; reason: string };
}

/**
 * A certificate written straight into the tables, as issuing leaves it: a holder, a course that
 * prepares YCT 2, an application, and the frozen snapshot with both names normalised.
 */
export async function insertCertificate(db: Db, input: CertInput = {}) {
  counter += 1;
  const nameLatin = input.nameLatin ?? 'Layla Hassan';
  const nameArabic = input.nameArabic ?? 'ليلى حسن';
  const user = await upsertUserFromIdentity(db, {
    issuer: 'test',
    subject: randomUUID(),
    name: nameArabic,
    email: undefined,
  });
  const title = { ar: 'الصينية للأطفال 2', zh: '少儿汉语 2', en: 'Chinese for Children 2' };
  const [course] = await db
    .insert(courses)
    .values({ slug: `yct2-${randomUUID()}`, title, examFamily: 'yct', examLevel: 2 })
    .returning();
  const [application] = await db
    .insert(certApplications)
    .values({
      userId: user.id,
      courseId: course!.id,
      nameLatin,
      nameArabic,
      state: 'issued',
      conditions: [],
    })
    .returning();
  const number = `QIAO-YCT2-2026-${String(100000 + counter).padStart(6, '0')}`;
  const verifyId = randomBytes(16).toString('hex');
  const snapshot: CertSnapshot = {
    number,
    nameLatin,
    nameArabic,
    course: { id: course!.id, title },
    exam: {
      family: 'yct',
      level: 2,
      levelName: 'YCT 2',
      points: 168,
      max: 200,
      pass: 120,
      takenAt: '2026-11-20T09:00:00.000Z',
    },
    courseDone: 0.92,
    lessonTestAccuracy: 0.85,
    issuedAt: '2026-11-21T10:30:00.000Z',
    issuer: {
      name: { ar: 'منصة Qiao', zh: 'Qiao 平台', en: 'Qiao platform' },
      url: 'http://127.0.0.1',
    },
  };
  await db.insert(certificates).values({
    number,
    verifyId,
    userId: user.id,
    courseId: course!.id,
    applicationId: application!.id,
    snapshot,
    holderNames: [normalizeHolderName(nameLatin), normalizeHolderName(nameArabic)],
    issuedAt: new Date(snapshot.issuedAt),
    revokedAt: input.revoked?.at ?? null,
    revokeReason: input.revoked?.reason ?? null,
  });
  return { number, verifyId, snapshot, nameLatin, nameArabic };
}

/** A visitor from an address of the test's choosing (the test server trusts X-Forwarded-For). */
export function verifyVisitor(server: TestServer, address = freshAddress()) {
  const headers = { 'x-forwarded-for': address };
  return {
    address,
    async call<T>(name: 'verifyCert' | 'verifyCertBadge', body: unknown) {
      const response = await fetch(`${server.baseUrl}/api/cert/${name}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', origin: server.baseUrl },
        body: JSON.stringify(body),
      });
      return (await response.json()) as { code: number; message: string; data: T };
    },
    async page(query: Record<string, string> = {}, extra: Record<string, string> = {}) {
      const response = await fetch(
        `${server.baseUrl}${VERIFY_PAGE_PATH}?${new URLSearchParams(query).toString()}`,
        { headers: { ...headers, ...extra } },
      );
      return { response, html: await response.text() };
    },
    async post(body: URLSearchParams | FormData, query: Record<string, string> = {}) {
      const response = await fetch(
        `${server.baseUrl}${VERIFY_PAGE_PATH}?${new URLSearchParams(query).toString()}`,
        { method: 'POST', headers, body },
      );
      return { response, html: await response.text() };
    },
  };
}

/**
 * Starts the verify server before a test file's tests and closes it after them, and gives the
 * tests what they use of it (called inside the tests, once it runs): the server, its database,
 * certificates written into it, and visitors from fresh or chosen addresses.
 */
export function useVerifyServer() {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startVerifyServer();
  });
  afterAll(async () => started?.close());
  const server = () => {
    if (!started) throw new Error('the verify server is not started yet');
    return started;
  };
  const db = () => server().testDatabase.database.db;
  return {
    server,
    db,
    newCertificate: (input?: CertInput) => insertCertificate(db(), input),
    newVisitor: (address?: string) => verifyVisitor(server(), address),
  };
}

/** Challenges as the widget receives them, solved as the widget solves them (the platform's). */
export {
  solveLikeTheWidget as solveVerifyChallenge,
  type SolvableChallenge as VerifyChallenge,
} from '../../../platform/guessing/test-proof-of-work';
