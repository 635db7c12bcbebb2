import type { CatalogueEntry } from './error-entry';

/** Office files: blank documents and PDF previews. Part of the one catalogue assembled in errors.ts. */
export const OFFICE_ERRORS = {
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
} as const satisfies Record<string, CatalogueEntry>;
