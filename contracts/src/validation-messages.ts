import type { Localized } from './languages';

/**
 * Messages for fields that fail a contract schema. Schemas name a key here as their issue message
 * (`z.string().min(1, 'nameRequired')`); the server answers it in the caller's language and the
 * web forms show the same text, so a rule and its wording live in one place.
 */
export const VALIDATION_MESSAGES = {
  nameRequired: { ar: 'يُرجى إدخال الاسم', zh: '请输入姓名', en: 'Please enter a name' },
  nameTooLong: {
    ar: 'الاسم طويل جدًا (64 حرفًا على الأكثر)',
    zh: '姓名过长（最多 64 个字符）',
    en: 'The name is too long (64 characters at most)',
  },
  mobileInvalid: {
    ar: 'رقم الجوال غير صحيح',
    zh: '手机号码格式不正确',
    en: 'The mobile phone number is not valid',
  },
  emailInvalid: {
    ar: 'البريد الإلكتروني غير صحيح',
    zh: '邮箱格式不正确',
    en: 'The email address is not valid',
  },
  sexInvalid: { ar: 'يُرجى اختيار الجنس', zh: '请选择性别', en: 'Please choose male or female' },
  birthdayInvalid: {
    ar: 'تاريخ الميلاد غير صحيح',
    zh: '出生日期不正确',
    en: 'The birthday is not a valid past date',
  },
  occupationInvalid: {
    ar: 'يُرجى اختيار المهنة',
    zh: '请选择职业',
    en: 'Please choose an occupation',
  },
  textTooLong: {
    ar: 'النص طويل جدًا (100 حرف على الأكثر)',
    zh: '内容过长（最多 100 个字符）',
    en: 'The text is too long (100 characters at most)',
  },
  roleInvalid: { ar: 'الدور غير صحيح', zh: '角色不正确', en: 'Unknown role' },
  // Shares (file space §5).
  shareZoneRequired: {
    ar: 'يُرجى اختيار منطقة المشاركة',
    zh: '请选择分享专区',
    en: 'Please choose a share zone',
  },
  shareTitleRequired: { ar: 'يُرجى إدخال العنوان', zh: '请输入标题', en: 'Please enter a title' },
  shareIntroRequired: {
    ar: 'يُرجى إدخال المقدّمة',
    zh: '请输入简介',
    en: 'Please enter an introduction',
  },
  shareIntroTooLong: {
    ar: 'المقدّمة طويلة جدًا (2000 حرف على الأكثر)',
    zh: '简介过长（最多 2000 个字符）',
    en: 'The introduction is too long (2000 characters at most)',
  },
  shareValidityRequired: {
    ar: 'يُرجى اختيار مدة الصلاحية',
    zh: '请选择有效期',
    en: 'Please choose a validity',
  },
  shareCodeChoiceRequired: {
    ar: 'يُرجى اختيار ما إذا كان رمز الاستخراج مطلوبًا',
    zh: '请选择是否需要提取码',
    en: 'Please choose whether an extraction code is needed',
  },
  shareNotFound: {
    ar: 'هذه المشاركة غير موجودة',
    zh: '该分享不存在',
    en: 'This share does not exist',
  },
  rejectReasonRequired: {
    ar: 'يُرجى إدخال سبب الرفض',
    zh: '请输入驳回理由',
    en: 'Please enter a reason for rejecting',
  },
  rejectReasonTooLong: {
    ar: 'السبب طويل جدًا (500 حرف على الأكثر)',
    zh: '理由过长（最多 500 个字符）',
    en: 'The reason is too long (500 characters at most)',
  },
  // Catalogue search.
  searchKeywordRequired: {
    ar: 'يُرجى إدخال كلمة البحث',
    zh: '请输入搜索关键词',
    en: 'Please enter something to search for',
  },
  searchKeywordTooLong: {
    ar: 'كلمة البحث طويلة جدًا (50 حرفًا على الأكثر)',
    zh: '搜索关键词过长（最多 50 个字符）',
    en: 'The search is too long (50 characters at most)',
  },
  // Notes.
  noteTitleTooLong: {
    ar: 'العنوان طويل جدًا (100 حرف على الأكثر)',
    zh: '标题过长（最多 100 个字符）',
    en: 'The title is too long (100 characters at most)',
  },
  noteContentTooLong: {
    ar: 'المحتوى طويل جدًا',
    zh: '内容过长',
    en: 'The content is too long',
  },
} as const satisfies Record<string, Localized>;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(VALIDATION_MESSAGES, value);
}
