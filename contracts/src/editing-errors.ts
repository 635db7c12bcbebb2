import type { CatalogueEntry } from './error-entry';

/** Online editing: the text editor and the document server. Part of the one catalogue assembled in errors.ts. */
export const EDITING_ERRORS = {
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
} as const satisfies Record<string, CatalogueEntry>;
