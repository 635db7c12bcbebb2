import type { CatalogueEntry } from './error-entry';

/** Link shares, public shares and their review, reads inside a share. Part of the one catalogue assembled in errors.ts. */
export const SHARE_ERRORS = {
  // 3200–3259: shares (link shares, public shares and their review, reads inside a share).
  shareNotFound: {
    // Also the answer for a share that is not the caller's, so ownership is never revealed.
    code: 3200,
    httpStatus: 200,
    message: {
      ar: 'هذه المشاركة غير موجودة',
      zh: '该分享不存在',
      en: 'This share does not exist',
    },
  },
  shareExpired: {
    code: 3201,
    httpStatus: 200,
    message: {
      ar: 'انتهت صلاحية رابط المشاركة هذا',
      zh: '此分享链接已过期',
      en: 'This share link has expired',
    },
  },
  shareCancelled: {
    code: 3202,
    httpStatus: 200,
    message: {
      ar: 'ألغى صاحب المشاركة هذا الرابط',
      zh: '分享者已取消此分享',
      en: 'The owner has cancelled this share',
    },
  },
  extractionCodeRequired: {
    code: 3203,
    httpStatus: 200,
    message: {
      ar: 'يُرجى إدخال رمز الاستخراج',
      zh: '请输入提取码',
      en: 'Please enter the extraction code',
    },
  },
  extractionCodeWrong: {
    code: 3204,
    httpStatus: 200,
    message: {
      ar: 'رمز الاستخراج غير صحيح',
      zh: '提取码错误',
      en: 'The extraction code is wrong',
    },
  },
  // 3205 (a lockout after too many wrong codes) is retired: wrong codes now cost work (3213).
  shareFileNotInShare: {
    code: 3206,
    httpStatus: 200,
    message: {
      ar: 'هذا الملف ليس ضمن المشاركة',
      zh: '该文件不在此分享中',
      en: 'This file is not part of the share',
    },
  },
  shareFail: {
    code: 3207,
    httpStatus: 200,
    message: { ar: 'فشلت المشاركة', zh: '分享失败', en: 'Sharing failed' },
  },
  shareNamesClash: {
    code: 3208,
    httpStatus: 200,
    message: {
      ar: 'لا يمكن مشاركة عنصرين بالاسم نفسه معًا',
      zh: '不能同时分享两个同名的项目',
      en: 'Two items with the same name cannot be shared together',
    },
  },
  shareNotLink: {
    code: 3209,
    httpStatus: 200,
    message: {
      ar: 'هذه ليست مشاركة برابط',
      zh: '这不是链接分享',
      en: 'This is not a link share',
    },
  },
  shareNotPublic: {
    code: 3210,
    httpStatus: 200,
    message: {
      ar: 'هذه ليست مشاركة عامة',
      zh: '这不是公开分享',
      en: 'This is not a public share',
    },
  },
  shareZoneNotFound: {
    code: 3211,
    httpStatus: 200,
    message: {
      ar: 'منطقة المشاركة هذه غير موجودة',
      zh: '该分享专区不存在',
      en: 'No such share zone',
    },
  },
  shareNotPending: {
    code: 3212,
    httpStatus: 200,
    message: {
      ar: 'تمت مراجعة هذه المشاركة بالفعل',
      zh: '该分享已审核过',
      en: 'This share has already been reviewed',
    },
  },
  shareProofOfWorkRequired: {
    // Carries a challenge in `data.challenge`; solved, it lets the next attempt be judged.
    code: 3213,
    httpStatus: 200,
    message: {
      ar: 'وردت رموز خاطئة كثيرة؛ يتحقق جهازك قليلًا قبل فحص الرمز',
      zh: '错误的提取码较多，请稍候，您的设备完成验证后再核对提取码',
      en: 'Many wrong codes were tried; your device does a short check before the code is tried',
    },
  },
} as const satisfies Record<string, CatalogueEntry>;
