import type { Language, Localized } from './languages';

/**
 * The error catalogue: every failure the API can answer, with the HTTP status it travels with and
 * the message a person sees, in every language. `{field}`-style placeholders are filled from the
 * error's params. Codes below 1000 mirror HTTP; feature codes take their own thousand.
 */
export interface CatalogueEntry {
  code: number;
  httpStatus: number;
  message: Localized;
}

export const ERRORS = {
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
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorKey = keyof typeof ERRORS;

export type ErrorParams = Record<string, string | number>;

/** Fills `{name}` placeholders; a missing param leaves the placeholder visible rather than lying. */
export function formatMessage(template: string, params: ErrorParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function errorMessage(key: ErrorKey, language: Language, params?: ErrorParams): string {
  return formatMessage(ERRORS[key].message[language], params);
}

export const CODE_OK = 0;

/** The message of a successful answer. */
export const OK_MESSAGE: Localized = { ar: 'تمت العملية بنجاح', zh: '成功', en: 'Success' };
