import type { CertSnapshot } from '@qiao/contracts/certs';

/** A certificate's frozen details as the tests of its documents use them. */
export function sampleSnapshot(overrides: Partial<CertSnapshot> = {}): CertSnapshot {
  return {
    number: 'QIAO-YCT1-2026-000123',
    nameLatin: 'Muhammad Ali',
    nameArabic: 'محمد علي',
    course: {
      id: 'course-yct1',
      title: { zh: '少儿汉语一级', ar: 'الصينية للأطفال YCT 1', en: 'Chinese for Children YCT 1' },
    },
    exam: {
      family: 'yct',
      level: 1,
      levelName: 'YCT 1',
      points: 168,
      max: 200,
      pass: 120,
      takenAt: '2026-11-20T10:00:00.000Z',
    },
    courseDone: 0.92,
    lessonTestAccuracy: 0.81,
    issuedAt: '2026-11-26T12:00:00.000Z',
    issuer: { name: { en: 'Qiao', zh: '桥', ar: 'جسر' }, url: 'https://qiao.example' },
    ...overrides,
  };
}

export const VERIFY_ID = '0123456789abcdef0123456789abcdef';
export const PUBLIC_URL = 'https://qiao.example';
export const VERIFY_URL = `${PUBLIC_URL}/pages/cert/verify?id=${VERIFY_ID}`;
