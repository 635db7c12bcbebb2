import type { CertCondition } from '@qiao/contracts/certs';
import type { CertApplication, CertCourse, CertSummary } from '@qiao/contracts/certs-calls';

/** Test data of certificates, as the server answers it. */

export const COURSE_ID = '00000000-0000-4000-8000-0000000000c1';

export const conditions = (
  overrides: Partial<Record<CertCondition['kind'], Partial<CertCondition>>> = {},
): CertCondition[] => [
  { kind: 'courseDone', met: true, have: 0.9, need: 0.8, max: null, ...overrides.courseDone },
  { kind: 'lessonTests', met: true, have: 0.75, need: 0.7, max: null, ...overrides.lessonTests },
  { kind: 'examPassed', met: true, have: 168, need: 120, max: 200, ...overrides.examPassed },
];

export function certCourse(overrides: Partial<CertCourse> = {}): CertCourse {
  const list = overrides.conditions ?? conditions();
  return {
    courseId: COURSE_ID,
    title: { ar: 'الصينية للصغار 1', zh: '少儿汉语 1', en: 'Chinese for children 1' },
    cover: null,
    exam: { family: 'yct', level: 1, levelName: 'YCT 1' },
    conditions: list,
    allMet: list.every((condition) => condition.met),
    ...overrides,
  };
}

export function certApplication(overrides: Partial<CertApplication> = {}): CertApplication {
  return {
    applicationId: '00000000-0000-4000-8000-0000000000a1',
    state: 'pending',
    courseId: COURSE_ID,
    courseTitle: certCourse().title,
    levelName: 'YCT 1',
    nameLatin: 'Layla Hassan',
    nameArabic: 'ليلى حسن',
    examRealName: 'Layla Hasan',
    waitsBecause: 'nameDiffers',
    conditions: conditions(),
    createdAt: '2026-11-20T09:00:00.000Z',
    decidedAt: null,
    rejectReason: null,
    certificateId: null,
    ...overrides,
  };
}

export function certSummary(overrides: Partial<CertSummary> = {}): CertSummary {
  return {
    certificateId: '00000000-0000-4000-8000-0000000000d1',
    number: 'QIAO-YCT1-2026-000123',
    verifyId: '0123456789abcdef0123456789abcdef',
    state: 'valid',
    revokedAt: null,
    revokeReason: null,
    snapshot: {
      number: 'QIAO-YCT1-2026-000123',
      nameLatin: 'Layla Hassan',
      nameArabic: 'ليلى حسن',
      course: { id: COURSE_ID, title: certCourse().title },
      exam: {
        family: 'yct',
        level: 1,
        levelName: 'YCT 1',
        points: 168,
        max: 200,
        pass: 120,
        takenAt: '2026-11-18T09:00:00.000Z',
      },
      courseDone: 0.9,
      lessonTestAccuracy: 0.75,
      issuedAt: '2026-11-20T09:00:00.000Z',
      issuer: { name: { en: 'Qiao' }, url: 'https://qiao.example' },
    },
    pdfUrl: '/api/cert/certificatePdf?certificateId=00000000-0000-4000-8000-0000000000d1',
    badgeUrl: '/api/cert/certificateBadge?certificateId=00000000-0000-4000-8000-0000000000d1',
    verifyUrl: 'https://qiao.example/pages/cert/verify?id=0123456789abcdef0123456789abcdef',
    ...overrides,
  };
}

type Answer = (body: Record<string, unknown>) => unknown;

/**
 * A fake server: each path answers what its function returns; a thrown `{ code, message }`
 * answers a business failure, as the server's envelope says it.
 */
export function answerByPath(answers: Record<string, Answer>) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url), 'http://qiao.test').pathname;
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    sent.push({ path, body });
    const answer = answers[path];
    if (!answer)
      return Response.json({ success: false, code: 404, message: '', data: null }, { status: 404 });
    try {
      return Response.json({ success: true, code: 0, message: '', data: answer(body) });
    } catch (failure) {
      const { code, message } = failure as { code: number; message: string };
      return Response.json({ success: false, code, message, data: null });
    }
  };
  return { fetch, sent };
}

/** What a person reads: without the isolates around values and with plain spaces. */
export const readable = (text: string | null | undefined) =>
  (text ?? '').replace(/[\u2068\u2069]/g, '').replace(/\u00a0/g, ' ');
