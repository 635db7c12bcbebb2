import type { CatalogueEntry } from './error-entry';

/** Notes and the rich-text editor's pictures. Part of the one catalogue assembled in errors.ts. */
export const NOTES_ERRORS = {
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
} as const satisfies Record<string, CatalogueEntry>;
