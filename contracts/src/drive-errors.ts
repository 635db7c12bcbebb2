import type { CatalogueEntry } from './error-entry';

/** The file space: names, folders, moves, quota. Part of the one catalogue assembled in errors.ts. */
export const DRIVE_ERRORS = {
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
} as const satisfies Record<string, CatalogueEntry>;
