import type { CatalogueEntry } from './error-entry';

/** MOOCs, live classes and replays. Part of the one catalogue assembled in errors.ts. */
export const MOOC_ERRORS = {
  // 3520–3539: MOOCs, live classes and replays. A missing id and one the caller may not see
  // answer the same, so a class-only course is never revealed to outsiders.
  moocCourseNotFound: {
    code: 3520,
    httpStatus: 200,
    message: {
      ar: 'هذه الدورة غير موجودة',
      zh: '该课程不存在',
      en: 'This course does not exist',
    },
  },
  moocSemesterNotFound: {
    code: 3521,
    httpStatus: 200,
    message: {
      ar: 'هذا الفصل الدراسي غير موجود',
      zh: '该学期不存在',
      en: 'This semester does not exist',
    },
  },
  moocChapterNotFound: {
    code: 3522,
    httpStatus: 200,
    message: {
      ar: 'هذا الدرس غير موجود',
      zh: '该章节不存在',
      en: 'This chapter does not exist',
    },
  },
  moocClassHourNotFound: {
    code: 3523,
    httpStatus: 200,
    message: {
      ar: 'هذه الحصة غير موجودة',
      zh: '该课时不存在',
      en: 'This class hour does not exist',
    },
  },
  replayGroupNotFound: {
    code: 3524,
    httpStatus: 200,
    message: {
      ar: 'مجموعة التسجيلات هذه غير موجودة',
      zh: '该回放分组不存在',
      en: 'This replay group does not exist',
    },
  },
  // The course's outline stays visible; its class hours, their contents and files, and progress
  // reports wait until the course is bought (decision 053).
  moocCourseLocked: {
    code: 3525,
    httpStatus: 200,
    message: {
      ar: 'اشترِ هذه الدورة لتفتح حصصها',
      zh: '购买本课程后即可学习其课时',
      en: 'Buy this course to open its class hours',
    },
  },
} as const satisfies Record<string, CatalogueEntry>;
