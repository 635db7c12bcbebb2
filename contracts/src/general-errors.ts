import type { CatalogueEntry } from './error-entry';

/** The code of a successful answer (re-exported by errors.ts; here so the web's first load need not bring the catalogue). */
export const CODE_OK = 0;

/** Failures any call can meet: HTTP-like codes, cross-site refusal. Part of the one catalogue assembled in errors.ts. */
export const GENERAL_ERRORS = {
  parameterError: {
    code: 400,
    httpStatus: 400,
    message: {
      ar: 'خطأ في المعاملات: {field}',
      zh: '参数错误：{field}',
      en: 'Parameter error: {field}',
    },
  },
  notLoggedIn: {
    // HTTP 200 with code 401: the spec's clients read the code, not the status, to prompt for login.
    code: 401,
    httpStatus: 200,
    message: {
      ar: 'لم تسجّل الدخول بعد',
      zh: '您尚未登录',
      en: 'You are not logged in',
    },
  },
  forbidden: {
    code: 403,
    httpStatus: 403,
    message: {
      ar: 'ليست لديك صلاحية لهذه العملية',
      zh: '您没有执行此操作的权限',
      en: 'You are not allowed to do this',
    },
  },
  interfaceNotFound: {
    code: 404,
    httpStatus: 404,
    message: {
      ar: 'الواجهة غير موجودة، يُرجى التحديث وإعادة المحاولة أو التواصل مع المسؤول',
      zh: '接口不存在，请刷新重试或联系管理员',
      en: 'Interface does not exist, please refresh and retry or contact the administrator',
    },
  },
  methodNotAllowed: {
    code: 405,
    httpStatus: 405,
    message: {
      ar: 'طريقة الطلب غير مدعومة لهذه الواجهة',
      zh: '该接口不支持此请求方法',
      en: 'This interface does not accept that request method',
    },
  },
  payloadTooLarge: {
    code: 413,
    httpStatus: 413,
    message: {
      ar: 'حجم الطلب أكبر من المسموح',
      zh: '请求内容过大',
      en: 'The request is too large',
    },
  },
  unsupportedMediaType: {
    code: 415,
    httpStatus: 415,
    message: {
      ar: 'نوع محتوى الطلب غير مدعوم',
      zh: '不支持的请求内容类型',
      en: 'Unsupported request content type',
    },
  },
  tooManyRequests: {
    code: 429,
    httpStatus: 429,
    message: {
      ar: 'طلبات كثيرة جدًا، يُرجى المحاولة لاحقًا',
      zh: '请求过于频繁，请稍后再试',
      en: 'Too many requests, please try again later',
    },
  },
  serviceError: {
    code: 500,
    httpStatus: 500,
    message: {
      ar: 'خطأ في الخدمة، يُرجى التحديث لاحقًا وإعادة المحاولة أو التواصل مع المسؤول',
      zh: '服务错误，请稍后刷新重试或联系管理员',
      en: 'Service error, please refresh later and retry or contact the administrator',
    },
  },
  notReady: {
    code: 503,
    httpStatus: 503,
    message: {
      ar: 'الخدمة غير جاهزة بعد',
      zh: '服务尚未就绪',
      en: 'The service is not ready yet',
    },
  },
  operationFailed: {
    code: 1000,
    httpStatus: 200,
    message: {
      ar: 'فشلت العملية',
      zh: '操作失败',
      en: 'Operation failed',
    },
  },
  crossSiteRefused: {
    code: 1001,
    httpStatus: 403,
    message: {
      ar: 'رُفض الطلب لأنه صادر من موقع آخر',
      zh: '来自其他网站的请求已被拒绝',
      en: 'Requests from another site are refused',
    },
  },
} as const satisfies Record<string, CatalogueEntry>;
