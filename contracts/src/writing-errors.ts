import type { CatalogueEntry } from './error-entry';

/**
 * The character writing tool (/open_api). Part of the one catalogue assembled in errors.ts. Token
 * failures say what to do (ask for a new token) without telling a stranger whose token it was.
 */
export const WRITING_ERRORS = {
  // 3830–3859: the writing tool.
  writingTokenMissing: {
    code: 3830,
    httpStatus: 200,
    message: {
      ar: 'أداة الكتابة تحتاج إلى رمز دخول؛ حدّث الصفحة',
      zh: '书写工具需要访问令牌，请刷新页面',
      en: 'The writing tool needs an access token; refresh the page',
    },
  },
  writingTokenExpired: {
    code: 3831,
    httpStatus: 200,
    message: {
      ar: 'انتهت صلاحية رمز أداة الكتابة؛ حدّث الصفحة',
      zh: '书写工具的令牌已过期，请刷新页面',
      en: 'The writing tool token has expired; refresh the page',
    },
  },
  writingTokenInvalid: {
    code: 3832,
    httpStatus: 200,
    message: {
      ar: 'رمز أداة الكتابة غير صالح',
      zh: '书写工具的令牌无效',
      en: 'The writing tool token is not valid',
    },
  },
  writingTokenOtherUser: {
    code: 3833,
    httpStatus: 200,
    message: {
      ar: 'رمز أداة الكتابة يخصّ حسابًا آخر؛ حدّث الصفحة',
      zh: '书写工具的令牌属于另一个账号，请刷新页面',
      en: 'The writing tool token belongs to another account; refresh the page',
    },
  },
  writingCharacterUnknown: {
    code: 3834,
    httpStatus: 200,
    message: {
      ar: 'الحرف «{char}» غير موجود في بيانات أداة الكتابة',
      zh: '书写工具的数据中没有“{char}”这个字',
      en: 'The character “{char}” is not in the writing tool’s data',
    },
  },
  writingQueryEmpty: {
    code: 3835,
    httpStatus: 200,
    message: {
      ar: 'اكتب حرفًا أو نطقًا بالبينيين أو معنى للبحث',
      zh: '请输入汉字、拼音或词义进行搜索',
      en: 'Type a character, pinyin or a meaning to search',
    },
  },
  writingQueryUnreadable: {
    code: 3836,
    httpStatus: 200,
    message: {
      ar: 'لا يمكن البحث بهذا النص؛ استخدم حروفًا صينية أو بينيين أو كلمات عربية أو إنجليزية',
      zh: '无法用这段文字搜索，请使用汉字、拼音或阿拉伯语、英语词语',
      en: 'This text cannot be searched; use Chinese characters, pinyin, or Arabic or English words',
    },
  },
  writingCategoryUnknown: {
    code: 3837,
    httpStatus: 200,
    message: {
      ar: 'هذا التصنيف غير موجود',
      zh: '该分类不存在',
      en: 'This category does not exist',
    },
  },
  writingStrokesMismatch: {
    code: 3838,
    httpStatus: 200,
    message: {
      ar: 'للحرف «{char}» {expected} ضربة، لكن النتيجة تذكر {given}',
      zh: '“{char}”有 {expected} 笔，但结果中有 {given} 笔',
      en: '“{char}” has {expected} strokes, but the result gives {given}',
    },
  },
  writingSearchOneWay: {
    code: 3839,
    httpStatus: 200,
    message: {
      ar: 'ابحث إمّا بنص وإمّا بتصنيف',
      zh: '请按文字或按分类搜索，二选一',
      en: 'Search either by text or by category',
    },
  },
} as const satisfies Record<string, CatalogueEntry>;
