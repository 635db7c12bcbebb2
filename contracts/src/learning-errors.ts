import type { CatalogueEntry } from './error-entry';

/** Learning records and progress. Part of the one catalogue assembled in errors.ts. */
export const LEARNING_ERRORS = {
  // 3600–3619: learning records and progress.
  learningContentNotFound: {
    code: 3600,
    httpStatus: 200,
    message: {
      ar: 'هذا المحتوى غير موجود أو غير متاح لك',
      zh: '该学习内容不存在或未向您开放',
      en: 'This content does not exist or is not open to you',
    },
  },
  learningClassHourNotFound: {
    code: 3601,
    httpStatus: 200,
    message: {
      ar: 'هذه الحصة غير موجودة أو غير متاحة لك',
      zh: '该课时不存在或未向您开放',
      en: 'This class hour does not exist or is not open to you',
    },
  },
  learningPreviousNotFinished: {
    code: 3602,
    httpStatus: 200,
    message: {
      ar: 'يجب إنهاء الحصة السابقة أولًا: «{title}»',
      zh: '请先学完上一课时：“{title}”',
      en: 'The previous lesson must be finished first: "{title}"',
    },
  },
  learningNotAVideo: {
    code: 3603,
    httpStatus: 200,
    message: {
      ar: 'لا يُسجَّل وقت المشاهدة إلا للفيديو',
      zh: '只有视频才能记录观看时间',
      en: 'Watching time is recorded for videos only',
    },
  },
} as const satisfies Record<string, CatalogueEntry>;
