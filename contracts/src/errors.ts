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
  // Unzip (3300–3329).
  unzipNotArchive: {
    code: 3300,
    httpStatus: 200,
    message: {
      ar: 'لا يمكن فك ضغط هذا النوع من الملفات؛ الأنواع المدعومة: zip وrar و7z وtar وgz',
      zh: '该类型的文件无法解压，支持 zip、rar、7z、tar、gz',
      en: 'This type of file cannot be unzipped; zip, rar, 7z, tar and gz can',
    },
  },
  unzipCorrupt: {
    code: 3301,
    httpStatus: 200,
    message: {
      ar: 'الملف المضغوط تالف أو غير مكتمل، فلا يمكن فك ضغطه',
      zh: '压缩文件已损坏或不完整，无法解压',
      en: 'The archive is damaged or incomplete and cannot be unzipped',
    },
  },
  unzipEncrypted: {
    code: 3302,
    httpStatus: 200,
    message: {
      ar: 'الملف المضغوط محمي بكلمة مرور، ولا يمكن فك ضغط الملفات المشفّرة',
      zh: '压缩文件受密码保护，无法解压加密的文件',
      en: 'The archive is password-protected; encrypted archives cannot be unzipped',
    },
  },
  unzipTooManyEntries: {
    code: 3303,
    httpStatus: 200,
    message: {
      ar: 'يحتوي الملف المضغوط على عناصر كثيرة جدًا (الحد الأقصى {max})',
      zh: '压缩文件中的条目过多（最多 {max} 个）',
      en: 'The archive holds too many entries (at most {max})',
    },
  },
  unzipTooLarge: {
    code: 3304,
    httpStatus: 200,
    message: {
      ar: 'محتوى الملف المضغوط بعد فكّه كبير جدًا (الحد الأقصى {max})',
      zh: '压缩文件解压后的内容过大（最多 {max}）',
      en: 'The unpacked contents of the archive are too large (at most {max})',
    },
  },
  unzipOverQuota: {
    code: 3305,
    httpStatus: 200,
    message: {
      ar: 'لا تكفي المساحة المتبقية لمحتوى الملف المضغوط بعد فكّه (المتبقي {free})',
      zh: '剩余空间不足以容纳解压后的内容（剩余 {free}）',
      en: 'Not enough space left for the unpacked contents (left: {free})',
    },
  },
  unzipBomb: {
    code: 3306,
    httpStatus: 200,
    message: {
      ar: 'رُفض فك الضغط: نسبة الضغط عالية على نحو مريب (قنبلة ضغط محتملة)',
      zh: '已拒绝解压：压缩比异常过高（疑似压缩炸弹）',
      en: 'Unzip refused: the compression ratio is suspiciously high (a possible zip bomb)',
    },
  },
  unzipUnsafePath: {
    code: 3307,
    httpStatus: 200,
    message: {
      ar: 'رُفض فك الضغط: يحاول العنصر «{name}» الخروج من المجلد الهدف',
      zh: '已拒绝解压：条目“{name}”试图写到目标文件夹之外',
      en: 'Unzip refused: the entry "{name}" tries to land outside the target folder',
    },
  },
  unzipTaskNotFound: {
    code: 3308,
    httpStatus: 200,
    message: {
      ar: 'مهمة فك الضغط غير موجودة',
      zh: '解压任务不存在',
      en: 'No such unzip task',
    },
  },
  unzipFailed: {
    code: 3309,
    httpStatus: 200,
    message: {
      ar: 'لم ينجح فك الضغط، يُرجى إعادة المحاولة لاحقًا',
      zh: '解压未成功，请稍后重试',
      en: 'Unzip was not successful; please try again later',
    },
  },
  // 3400–3429: office files (blank documents, previews of office documents as PDF).
  officeTypeNotSupported: {
    code: 3400,
    httpStatus: 200,
    message: {
      ar: 'لا يمكن إنشاء هذا النوع من الملفات أو معاينته هنا',
      zh: '此类文件无法在此创建或预览',
      en: 'This kind of file cannot be created or previewed here',
    },
  },
  officePreviewNotReady: {
    code: 3401,
    httpStatus: 200,
    message: {
      ar: 'معاينة هذا المستند غير جاهزة بعد',
      zh: '该文档的预览尚未就绪',
      en: 'The preview of this document is not ready yet',
    },
  },

  // Online editing (text editor and document server): codes 3430–3459.
  editNotEditable: {
    code: 3430,
    httpStatus: 200,
    message: {
      ar: 'لا يمكن تحرير هذا النوع من الملفات عبر الإنترنت',
      zh: '此类文件不支持在线编辑',
      en: 'This kind of file cannot be edited online',
    },
  },
  editConflict: {
    code: 3431,
    httpStatus: 200,
    message: {
      ar: 'تغيّر هذا الملف منذ فتحته (حُفظ من مكان آخر)؛ انسخ تعديلاتك وأعد فتح الملف ثم احفظ من جديد',
      zh: '自您打开后该文件已被修改（在别处保存过）。请复制您的修改，重新打开文件后再保存',
      en: 'This file has changed since you opened it (it was saved elsewhere); copy your changes, reopen the file and save again',
    },
  },
  editTooLarge: {
    code: 3432,
    httpStatus: 200,
    message: {
      ar: 'المحتوى أكبر من أن يُحفظ في المحرر (الحد {limit})',
      zh: '内容过大，无法在编辑器中保存（上限 {limit}）',
      en: 'The content is too large to save from the editor (limit {limit})',
    },
  },
  officeEditorUnavailable: {
    code: 3433,
    httpStatus: 200,
    message: {
      ar: 'لم يُهيَّأ خادم مستندات لتحرير ملفات أوفيس عبر الإنترنت؛ يمكنك معاينة الملف أو تنزيله',
      zh: '未配置文档服务器，无法在线编辑 Office 文件；您可以预览或下载该文件',
      en: 'No document server is configured for editing office files online; you can preview or download the file',
    },
  },
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
  // 3500–3519: content import (a folder with a manifest.json and its media).
  contentManifestMissing: {
    code: 3500,
    httpStatus: 200,
    message: {
      ar: 'لا يوجد ملف manifest.json في المجلد {folder}',
      zh: '文件夹 {folder} 中没有 manifest.json',
      en: 'There is no manifest.json in the folder {folder}',
    },
  },
  contentManifestNotJson: {
    code: 3501,
    httpStatus: 200,
    message: {
      ar: 'ملف manifest.json ليس JSON صالحًا: {reason}',
      zh: 'manifest.json 不是有效的 JSON：{reason}',
      en: 'manifest.json is not valid JSON: {reason}',
    },
  },
  contentManifestInvalid: {
    code: 3502,
    httpStatus: 200,
    message: {
      ar: 'ملف manifest.json غير صالح، ولم يُستورد شيء: {issues}',
      zh: 'manifest.json 无效，未导入任何内容：{issues}',
      en: 'manifest.json is not valid, nothing was imported: {issues}',
    },
  },
  contentMediaMissing: {
    code: 3503,
    httpStatus: 200,
    message: {
      ar: 'الحقل {field} يشير إلى الملف {file} وهو غير موجود في المجلد، ولم يُستورد شيء',
      zh: '字段 {field} 引用的文件 {file} 不在文件夹中，未导入任何内容',
      en: '{field} names the file {file}, which is not in the folder; nothing was imported',
    },
  },
  contentCourseUnknown: {
    code: 3504,
    httpStatus: 200,
    message: {
      ar: 'الحقل {field} يشير إلى دورة غير موجودة ({slug})، ولم يُستورد شيء',
      zh: '字段 {field} 引用的课程 {slug} 不存在，未导入任何内容',
      en: '{field} names the course {slug}, which does not exist; nothing was imported',
    },
  },
  contentCollectionUnknown: {
    code: 3505,
    httpStatus: 200,
    message: {
      ar: 'الحقل {field} يشير إلى مجموعة غير موجودة ({slug})، ولم يُستورد شيء',
      zh: '字段 {field} 引用的合集 {slug} 不存在，未导入任何内容',
      en: '{field} names the collection {slug}, which does not exist; nothing was imported',
    },
  },
  contentFolderMissing: {
    code: 3506,
    httpStatus: 200,
    message: {
      ar: 'المجلد {folder} غير موجود',
      zh: '文件夹 {folder} 不存在',
      en: 'The folder {folder} does not exist',
    },
  },
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

  // The new home and search: codes 3580–3599.
  searchNothingToFind: {
    code: 3580,
    httpStatus: 200,
    message: {
      ar: 'لا تحتوي كلمة البحث على حروف أو أرقام يمكن البحث عنها',
      zh: '搜索关键词中没有可搜索的文字或数字',
      en: 'The search has no letters or digits to look for',
    },
  },
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
  // Notes and the rich-text editor's pictures: codes 3620–3639.
  noteTitleEmpty: {
    code: 3620,
    httpStatus: 200,
    message: {
      ar: 'لا يمكن أن يكون العنوان فارغًا',
      zh: '标题不能为空',
      en: 'Title cannot be empty',
    },
  },
  noteContentEmpty: {
    code: 3621,
    httpStatus: 200,
    message: {
      ar: 'لا يمكن أن يكون المحتوى فارغًا',
      zh: '内容不能为空',
      en: 'Content cannot be empty',
    },
  },
  notePastedImage: {
    code: 3622,
    httpStatus: 200,
    message: {
      ar: 'الصور الملصقة غير مدعومة؛ أدرج الصورة بزر الصورة في شريط الأدوات',
      zh: '不支持粘贴图片，请使用工具栏中的图片按钮插入',
      en: 'Pasted images are not supported; insert the picture with the image button',
    },
  },
  noteNotFound: {
    code: 3623,
    httpStatus: 200,
    message: {
      ar: 'هذه الملاحظة غير موجودة',
      zh: '该笔记不存在',
      en: 'This note does not exist',
    },
  },
  noteImageNotImage: {
    code: 3624,
    httpStatus: 200,
    message: {
      ar: 'يمكن إدراج الصور فقط (PNG أو JPEG أو GIF أو WebP)',
      zh: '只能插入图片（PNG、JPEG、GIF 或 WebP）',
      en: 'Only pictures can be inserted (PNG, JPEG, GIF or WebP)',
    },
  },
  noteImageTooLarge: {
    code: 3625,
    httpStatus: 200,
    message: {
      ar: 'الصورة كبيرة جدًا (5 ميغابايت على الأكثر)',
      zh: '图片过大（最大 5 MB）',
      en: 'The picture is too large (5 MB at most)',
    },
  },
  // Course discussions (posts, replies, likes, review): codes 3640–3659.
  postNotFound: {
    code: 3640,
    httpStatus: 200,
    message: {
      ar: 'هذه المشاركة غير موجودة أو غير متاحة لك',
      zh: '该帖子不存在或未向您开放',
      en: 'This post does not exist or is not open to you',
    },
  },
  postTitleEmpty: {
    code: 3641,
    httpStatus: 200,
    message: {
      ar: 'لا يمكن أن يكون العنوان فارغًا',
      zh: '标题不能为空',
      en: 'The title cannot be empty',
    },
  },
  postContentEmpty: {
    code: 3642,
    httpStatus: 200,
    message: {
      ar: 'لا يمكن أن يكون المحتوى فارغًا',
      zh: '内容不能为空',
      en: 'The content cannot be empty',
    },
  },
  postPastedImage: {
    code: 3643,
    httpStatus: 200,
    message: {
      ar: 'الصور الملصقة غير مدعومة في المحتوى',
      zh: '内容中不支持粘贴的图片',
      en: 'Pasted images are not supported in the content',
    },
  },
  postAlreadyLiked: {
    code: 3644,
    httpStatus: 200,
    message: {
      ar: 'لقد أعجبتك هذه المشاركة من قبل',
      zh: '您已经点过赞了',
      en: 'You already like this post',
    },
  },
  postNotLiked: {
    code: 3645,
    httpStatus: 200,
    message: {
      ar: 'لم تُبدِ إعجابك بهذه المشاركة',
      zh: '您尚未点赞该帖子',
      en: 'You do not like this post',
    },
  },
  postDeleteForbidden: {
    code: 3646,
    httpStatus: 200,
    message: {
      ar: 'لا يحذف المشاركة إلا كاتبها أو المسؤول',
      zh: '只有作者或管理员可以删除该帖子',
      en: 'Only its author or an admin may delete this post',
    },
  },
  postNotPending: {
    code: 3647,
    httpStatus: 200,
    message: {
      ar: 'لم تعد هذه الكتابة بانتظار المراجعة',
      zh: '该内容已不在待审核状态',
      en: 'This is no longer waiting for review',
    },
  },
  postAwaitingReview: {
    code: 3648,
    httpStatus: 200,
    message: {
      ar: 'هذه المشاركة بانتظار المراجعة؛ يمكن الإعجاب بها ومشاركتها بعد الموافقة عليها',
      zh: '该帖子正在等待审核，审核通过后才能点赞和分享',
      en: 'This post is waiting for review; it can be liked and shared once it is approved',
    },
  },
  postTooLong: {
    code: 3649,
    httpStatus: 200,
    message: {
      ar: 'المحتوى طويل جدًا (الحد {limit} حرف)',
      zh: '内容过长（上限 {limit} 个字符）',
      en: 'The content is too long (limit {limit} characters)',
    },
  },
  // Editing posts and replies, deleting replies: codes 3660–3669.
  replyNotFound: {
    code: 3660,
    httpStatus: 200,
    message: {
      ar: 'هذا الرد غير موجود أو غير متاح لك',
      zh: '该回复不存在或您无权查看',
      en: 'This reply does not exist or is not open to you',
    },
  },
  postEditForbidden: {
    code: 3661,
    httpStatus: 200,
    message: {
      ar: 'لا يعدّل المشاركة إلا كاتبها',
      zh: '只有作者可以编辑该帖子',
      en: 'Only its author may edit this post',
    },
  },
  replyEditForbidden: {
    code: 3662,
    httpStatus: 200,
    message: {
      ar: 'لا يعدّل الرد إلا كاتبه',
      zh: '只有作者可以编辑该回复',
      en: 'Only its author may edit this reply',
    },
  },
  replyDeleteForbidden: {
    code: 3663,
    httpStatus: 200,
    message: {
      ar: 'لا يحذف الرد إلا كاتبه أو المسؤول',
      zh: '只有作者或管理员可以删除该回复',
      en: 'Only its author or an admin may delete this reply',
    },
  },
  // Live-class attendance (sign-up, entering the room, my live classes): codes 3680–3689.
  liveClassNotFound: {
    code: 3680,
    httpStatus: 200,
    message: {
      ar: 'هذا الدرس المباشر غير موجود أو غير متاح لك',
      zh: '该直播课不存在或未向您开放',
      en: 'This live class does not exist or is not open to you',
    },
  },
  liveNotStarted: {
    code: 3681,
    httpStatus: 200,
    message: {
      ar: 'لم يبدأ الدرس المباشر بعد؛ تُفتح الغرفة عند بدايته',
      zh: '直播尚未开始，开始后即可进入直播间',
      en: 'The live class has not started yet; the room opens when it starts',
    },
  },
  liveEnded: {
    code: 3682,
    httpStatus: 200,
    message: {
      ar: 'انتهى هذا الدرس المباشر؛ يمكنك مشاهدة تسجيله إن نُشر',
      zh: '该直播已结束，如有回放可观看回放',
      en: 'This live class has ended; watch its replay if one is published',
    },
  },
  liveNoRoom: {
    code: 3683,
    httpStatus: 200,
    message: {
      ar: 'غرفة البث غير متاحة على هذا الموقع',
      zh: '本站暂未开通直播间',
      en: 'The live room is not available on this site',
    },
  },
  liveSignUpClosed: {
    code: 3684,
    httpStatus: 200,
    message: {
      ar: 'انتهى هذا الدرس المباشر، فلم يعد التسجيل فيه ممكنًا',
      zh: '该直播已结束，无法报名',
      en: 'This live class has ended, so it can no longer be signed up for',
    },
  },
  liveCancelTooLate: {
    code: 3685,
    httpStatus: 200,
    message: {
      ar: 'لا يمكن إلغاء التسجيل بعد بدء الدرس المباشر',
      zh: '直播开始后不能取消报名',
      en: 'A sign-up cannot be cancelled once the class has started',
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
