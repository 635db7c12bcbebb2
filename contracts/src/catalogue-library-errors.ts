import type { CatalogueEntry } from './error-entry';

/** The library: media addresses, micro-lessons, videos, e-books, documents. Part of the one catalogue assembled in errors.ts. */
export const LIBRARY_ERRORS = {
  // 3540–3559: the library (media addresses, micro-lessons, videos, e-books, documents).
  libraryContentNotFound: {
    code: 3540,
    httpStatus: 200,
    message: {
      ar: 'هذا المحتوى غير موجود أو غير متاح لك',
      zh: '该内容不存在或未向您开放',
      en: 'This content does not exist or is not open to you',
    },
  },
  librarySeriesNotFound: {
    code: 3541,
    httpStatus: 200,
    message: {
      ar: 'سلسلة الدروس المصغّرة هذه غير موجودة أو غير متاحة لك',
      zh: '该微课系列不存在或未向您开放',
      en: 'This micro-lesson series does not exist or is not open to you',
    },
  },
  libraryCategoryNotFound: {
    code: 3542,
    httpStatus: 200,
    message: {
      ar: 'فئة الفيديو هذه غير موجودة أو غير متاحة لك',
      zh: '该视频分类不存在或未向您开放',
      en: 'This video category does not exist or is not open to you',
    },
  },
  libraryNoMedia: {
    code: 3543,
    httpStatus: 200,
    message: {
      ar: 'لا يوجد ملف لتشغيل هذا المحتوى أو قراءته',
      zh: '该内容没有可播放或阅读的文件',
      en: 'This content has no file to play or read',
    },
  },
  mediaAddressInvalid: {
    // HTTP 403: a player or reader fetching the address must see a failure, not a JSON body.
    code: 3544,
    httpStatus: 403,
    message: {
      ar: 'انتهت صلاحية رابط الوسائط هذا أو أنه غير صالح؛ أعد فتح الصفحة',
      zh: '该媒体地址已过期或无效，请重新打开页面',
      en: 'This media address has expired or is not valid; open the page again',
    },
  },
  contentImageNotFound: {
    code: 3545,
    httpStatus: 404,
    message: {
      ar: 'الصورة غير موجودة',
      zh: '图片不存在',
      en: 'No such image',
    },
  },
} as const satisfies Record<string, CatalogueEntry>;
