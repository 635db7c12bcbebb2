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
  crossSiteRefused: {
    code: 1001,
    httpStatus: 403,
    message: {
      ar: 'رُفض الطلب لأنه صادر من موقع آخر',
      zh: '来自其他网站的请求已被拒绝',
      en: 'Requests from another site are refused',
    },
  },
  loginFailed: {
    code: 2100,
    httpStatus: 200,
    message: { ar: 'فشل تسجيل الدخول', zh: '登录失败', en: 'Login failed' },
  },
  userNotFound: {
    code: 2101,
    httpStatus: 200,
    message: { ar: 'المستخدم غير موجود', zh: '用户不存在', en: 'No such user' },
  },
  fileNotFound: {
    code: 3000,
    httpStatus: 200,
    message: { ar: 'الملف غير موجود', zh: '文件不存在', en: 'No such file or folder' },
  },
  fileNameRequired: {
    code: 3001,
    httpStatus: 200,
    message: { ar: 'يُرجى إدخال اسم الملف', zh: '请输入文件名', en: 'Please enter the file name' },
  },
  fileNameTooLong: {
    code: 3002,
    httpStatus: 200,
    message: {
      ar: 'الاسم طويل جدًا (255 حرفًا على الأكثر)',
      zh: '名称过长（最多 255 个字符）',
      en: 'The name is too long (255 characters at most)',
    },
  },
  fileNameForbidden: {
    code: 3003,
    httpStatus: 200,
    message: {
      ar: 'لا يمكن أن يحتوي اسم المجلد على أيٍّ من الرموز التالية: \\/:*?"<>|',
      zh: '文件夹名称不能包含以下任何字符：\\/:*?"<>|',
      en: 'Folder name cannot contain any of the following characters: \\/:*?"<>|',
    },
  },
  fileNameTaken: {
    code: 3004,
    httpStatus: 200,
    message: {
      ar: 'يوجد ملف أو مجلد بهذا الاسم هنا',
      zh: '此处已有同名的文件或文件夹',
      en: 'A file or folder with this name is already here',
    },
  },
  moveIntoItself: {
    code: 3005,
    httpStatus: 200,
    message: {
      ar: 'لا يمكن نقل مجلد أو نسخه إلى داخله',
      zh: '不能将文件夹移动或复制到其自身之中',
      en: 'A folder cannot be moved or copied into itself',
    },
  },
  quotaExceeded: {
    code: 3006,
    httpStatus: 200,
    message: {
      ar: 'لا توجد مساحة كافية في مساحتك',
      zh: '存储空间不足',
      en: 'Not enough storage space left',
    },
  },
  folderNotFound: {
    code: 3007,
    httpStatus: 200,
    message: {
      ar: 'المجلد الهدف غير موجود',
      zh: '目标文件夹不存在',
      en: 'The target folder does not exist',
    },
  },
  nothingSelected: {
    code: 3008,
    httpStatus: 200,
    message: { ar: 'يُرجى تحديد الملفات أولًا', zh: '请先勾选文件', en: 'Please tick files first' },
  },
  uploadNotFound: {
    code: 3100,
    httpStatus: 200,
    message: { ar: 'يُرجى الرفع أولًا', zh: '请先上传', en: 'Please upload first' },
  },
  uploadPartInvalid: {
    code: 3101,
    httpStatus: 200,
    message: {
      ar: 'هذا الجزء لا يطابق الرفع (رقمه أو حجمه)',
      zh: '此分片与上传任务不符（序号或大小不对）',
      en: 'This part does not match the upload (its number or size)',
    },
  },
  uploadIncomplete: {
    code: 3102,
    httpStatus: 200,
    message: {
      ar: 'لم تصل كل أجزاء الملف بعد؛ تابع الرفع',
      zh: '文件分片尚未全部上传，请继续上传',
      en: 'Not every part of the file has arrived yet; resume the upload',
    },
  },
  uploadVerifyFailed: {
    code: 3103,
    httpStatus: 200,
    message: {
      ar: 'الملف الذي وصل لا يطابق المُرسَل (الحجم أو البصمة MD5)؛ يُرجى رفعه من جديد',
      zh: '收到的文件与所传文件不一致（大小或 MD5），请重新上传',
      en: 'The file received does not match the one sent (size or MD5); please upload it again',
    },
  },
  md5Invalid: {
    code: 3104,
    httpStatus: 200,
    message: {
      ar: 'بصمة الملف (MD5) غير صالحة',
      zh: '文件的 MD5 无效',
      en: "The file's fingerprint (MD5) is not valid",
    },
  },
  uploadFailed: {
    code: 3105,
    httpStatus: 200,
    message: { ar: 'فشل الرفع', zh: '上传失败', en: 'Upload failed' },
  },
  uploadBusy: {
    // The client waits createRetryMs and asks again (spec: one file record at a time).
    code: 3106,
    httpStatus: 200,
    message: {
      ar: 'ما زال هذا الملف قيد الإنهاء؛ أعد المحاولة بعد لحظة',
      zh: '该文件正在完成上传，请稍后重试',
      en: 'This file is still being finished; try again in a moment',
    },
  },
  uploadNotSigned: {
    code: 3107,
    httpStatus: 200,
    message: {
      ar: 'أجزاء هذا الرفع تُرسَل إلى عنوان الأجزاء في الخادم، لا عبر روابط موقَّعة',
      zh: '此上传的分片应发送到服务器的分片地址，而非签名链接',
      en: "This upload's parts go to the server's part address, not to signed links",
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
