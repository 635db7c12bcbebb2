import type { CatalogueEntry } from './error-entry';

/** Editorial sections: news, announcements, cases, silk road, themed sections, cards. Part of the one catalogue assembled in errors.ts. */
export const EDITORIAL_ERRORS = {
  // 3560–3579: editorial sections (news, announcements, cases, silk road, themed sections, cards).
  newsNotFound: {
    code: 3560,
    httpStatus: 200,
    message: {
      ar: 'هذا الخبر غير موجود أو غير متاح لك',
      zh: '该新闻不存在或您无权查看',
      en: 'This news item does not exist or is not open to you',
    },
  },
  noticeNotFound: {
    code: 3561,
    httpStatus: 200,
    message: {
      ar: 'هذا الإعلان غير موجود أو غير متاح لك',
      zh: '该公告不存在或您无权查看',
      en: 'This announcement does not exist or is not open to you',
    },
  },
  caseNotFound: {
    code: 3562,
    httpStatus: 200,
    message: {
      ar: 'هذه الحالة التعليمية غير موجودة أو غير متاحة لك',
      zh: '该教学案例不存在或您无权查看',
      en: 'This teaching case does not exist or is not open to you',
    },
  },
  roadItemNotFound: {
    code: 3563,
    httpStatus: 200,
    message: {
      ar: 'مورد طريق الحرير هذا غير موجود أو غير متاح لك',
      zh: '该丝绸之路资源不存在或您无权查看',
      en: 'This silk-road resource does not exist or is not open to you',
    },
  },
  audioCardCategoryNotFound: {
    code: 3564,
    httpStatus: 200,
    message: {
      ar: 'فئة البطاقات الصوتية هذه غير موجودة أو غير متاحة لك',
      zh: '该音频卡片分类不存在或您无权查看',
      en: 'This audio card category does not exist or is not open to you',
    },
  },
  themedItemNotFound: {
    code: 3565,
    httpStatus: 200,
    message: {
      ar: 'هذا المحتوى غير موجود أو غير متاح لك',
      zh: '该内容不存在或您无权查看',
      en: 'This content does not exist or is not open to you',
    },
  },
  editorialLinkExpired: {
    // A download address is fetched by the browser itself, so it travels with a real 404.
    code: 3566,
    httpStatus: 404,
    message: {
      ar: 'انتهت صلاحية رابط التنزيل هذا أو أنه غير صالح؛ يُرجى فتح الصفحة من جديد',
      zh: '该下载链接已过期或无效，请重新打开页面',
      en: 'This download link has expired or is not valid; please open the page again',
    },
  },
} as const satisfies Record<string, CatalogueEntry>;
