import type { CatalogueEntry } from './error-entry';

/**
 * Certificates. Part of the one catalogue assembled in errors.ts. A certificate or application of
 * someone else answers its "not found", as one that does not exist.
 */
export const CERT_ERRORS = {
  // 3770–3799: certificates.
  certCourseNotFound: {
    code: 3770,
    httpStatus: 200,
    message: {
      ar: 'هذه الدورة غير موجودة أو لا تُعدّ لمستوى اختبار',
      zh: '该课程不存在或不对应考试等级',
      en: 'This course does not exist or does not prepare an exam level',
    },
  },
  certConditionsNotMet: {
    code: 3771,
    httpStatus: 200,
    message: {
      ar: 'لم تستوفِ بعد شروط شهادة هذه الدورة',
      zh: '尚未满足该课程证书的条件',
      en: "You do not yet meet this course's certificate conditions",
    },
  },
  certApplicationPending: {
    code: 3772,
    httpStatus: 200,
    message: {
      ar: 'لديك طلب قيد المراجعة لهذه الدورة',
      zh: '该课程已有待审核的申请',
      en: 'An application for this course is already waiting for review',
    },
  },
  certAlreadyIssued: {
    code: 3773,
    httpStatus: 200,
    message: {
      ar: 'لديك شهادة سارية لهذه الدورة بهذا الاسم',
      zh: '您已持有该课程的有效证书，且姓名相同',
      en: 'You already hold a valid certificate of this course with this name',
    },
  },
  certNotFound: {
    code: 3774,
    httpStatus: 200,
    message: {
      ar: 'هذه الشهادة غير موجودة',
      zh: '该证书不存在',
      en: 'This certificate does not exist',
    },
  },
  certApplicationNotFound: {
    code: 3775,
    httpStatus: 200,
    message: {
      ar: 'هذا الطلب غير موجود',
      zh: '该申请不存在',
      en: 'This application does not exist',
    },
  },
  certApplicationDecided: {
    code: 3776,
    httpStatus: 200,
    message: {
      ar: 'بُتّ في هذا الطلب من قبل',
      zh: '该申请已处理',
      en: 'This application has already been decided',
    },
  },
  certAlreadyRevoked: {
    code: 3777,
    httpStatus: 200,
    message: {
      ar: 'أُلغيت هذه الشهادة من قبل',
      zh: '该证书已被撤销',
      en: 'This certificate has already been revoked',
    },
  },
  certProofOfWorkRequired: {
    // Carries a challenge in `data.challenge`; solved, it lets the next check be judged.
    code: 3778,
    httpStatus: 200,
    message: {
      ar: 'جُرّبت أرقام وأسماء كثيرة؛ يتحقق جهازك قليلًا قبل البحث',
      zh: '尝试过多次证书编号和姓名，请稍候，您的设备完成验证后再查询',
      en: 'Many numbers and names were tried; your device does a short check before the search',
    },
  },
  certNameUnprintable: {
    code: 3779,
    httpStatus: 200,
    message: {
      ar: 'لا يمكن طباعة هذه الرموز في الشهادة: {characters}',
      zh: '证书无法打印以下字符：{characters}',
      en: 'These characters cannot be printed on a certificate: {characters}',
    },
  },
} as const satisfies Record<string, CatalogueEntry>;
