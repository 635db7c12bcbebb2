import type { CatalogueEntry } from './error-entry';

/** The built-in passport: accounts, sign-in, registration, password change and reset. Part of the one catalogue assembled in errors.ts. */
export const PASSPORT_ERRORS = {
  // 2000–2099: the built-in passport (accounts, sign-in, registration, password change).
  passportInvalidCredentials: {
    // One message for an unknown email and a wrong password, so it never tells which it was.
    code: 2000,
    httpStatus: 200,
    message: {
      ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
      zh: '邮箱或密码不正确',
      en: 'Incorrect email or password',
    },
  },
  passportTooManyAttempts: {
    code: 2001,
    httpStatus: 429,
    message: {
      ar: 'محاولات فاشلة كثيرة جدًا، يُرجى المحاولة مرة أخرى بعد {minutes} دقيقة',
      zh: '失败次数过多，请在 {minutes} 分钟后重试',
      en: 'Too many failed attempts, please try again in {minutes} minutes',
    },
  },
  passportEmailInvalid: {
    code: 2002,
    httpStatus: 200,
    message: {
      ar: 'يُرجى إدخال بريد إلكتروني صحيح',
      zh: '请输入有效的邮箱地址',
      en: 'Please enter a valid email address',
    },
  },
  passportEmailTaken: {
    code: 2003,
    httpStatus: 200,
    message: {
      ar: 'هذا البريد الإلكتروني مسجّل بالفعل',
      zh: '该邮箱已被注册',
      en: 'This email is already registered',
    },
  },
  passportNameInvalid: {
    code: 2004,
    httpStatus: 200,
    message: {
      ar: 'يجب أن يتكوّن الاسم من {min} إلى {max} حرفًا',
      zh: '姓名须为 {min} 至 {max} 个字符',
      en: 'The name must be {min} to {max} characters long',
    },
  },
  passportPasswordLength: {
    code: 2005,
    httpStatus: 200,
    message: {
      ar: 'يجب أن تتكوّن كلمة المرور من {min} إلى {max} حرفًا',
      zh: '密码须为 {min} 至 {max} 个字符',
      en: 'The password must be {min} to {max} characters long',
    },
  },
  passportPasswordWeak: {
    code: 2006,
    httpStatus: 200,
    message: {
      ar: 'يجب أن تحتوي كلمة المرور على حرف واحد ورقم واحد على الأقل',
      zh: '密码须至少包含一个字母和一个数字',
      en: 'The password must contain at least one letter and one digit',
    },
  },
  passportPasswordIsEmail: {
    code: 2007,
    httpStatus: 200,
    message: {
      ar: 'يجب ألّا تكون كلمة المرور هي البريد الإلكتروني نفسه',
      zh: '密码不能与邮箱相同',
      en: 'The password must not be the same as the email',
    },
  },
  passportPasswordMismatch: {
    code: 2008,
    httpStatus: 200,
    message: {
      ar: 'كلمتا المرور غير متطابقتين',
      zh: '两次输入的密码不一致',
      en: 'The two passwords do not match',
    },
  },
  passportPasswordUnchanged: {
    code: 2009,
    httpStatus: 200,
    message: {
      ar: 'يجب أن تختلف كلمة المرور الجديدة عن الحالية',
      zh: '新密码不能与当前密码相同',
      en: 'The new password must differ from the current one',
    },
  },
  passportInteractionExpired: {
    code: 2010,
    httpStatus: 400,
    message: {
      ar: 'انتهت صلاحية طلب تسجيل الدخول هذا، يُرجى العودة إلى المنصّة والمحاولة من جديد',
      zh: '此登录请求已过期，请返回平台重新登录',
      en: 'This sign-in request has expired, please go back to the platform and try again',
    },
  },
  passportFormRefused: {
    // A form posted from another site or with a stale token; reloading the page gives a fresh one.
    code: 2011,
    httpStatus: 403,
    message: {
      ar: 'تعذّر قبول النموذج، يُرجى إعادة تحميل الصفحة والمحاولة مجددًا',
      zh: '表单无法提交，请刷新页面后重试',
      en: 'The form could not be accepted, please reload the page and try again',
    },
  },
  passportResetLinkInvalid: {
    // One message for an unknown, used or expired link: a link never tells whether it existed.
    code: 2012,
    httpStatus: 400,
    message: {
      ar: 'رابط إعادة تعيين كلمة المرور غير صالح أو انتهت صلاحيته أو استُخدم من قبل، يُرجى طلب رابط جديد',
      zh: '重设密码的链接无效、已过期或已被使用，请重新获取链接',
      en: 'This password reset link is invalid, expired or already used, please ask for a new one',
    },
  },
  passportTooManyResetRequests: {
    code: 2013,
    httpStatus: 429,
    message: {
      ar: 'طلبات كثيرة جدًا لإعادة تعيين كلمة المرور، يُرجى المحاولة مرة أخرى بعد {minutes} دقيقة',
      zh: '重设密码的请求过多，请在 {minutes} 分钟后重试',
      en: 'Too many password reset requests, please try again in {minutes} minutes',
    },
  },
} as const satisfies Record<string, CatalogueEntry>;
