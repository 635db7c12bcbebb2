import type { CatalogueEntry } from './error-entry';

/** Uploads: parts, proofs, completion. Part of the one catalogue assembled in errors.ts. */
export const UPLOAD_ERRORS = {
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
  uploadTooLargeForOneRequest: {
    code: 3108,
    httpStatus: 200,
    message: {
      ar: 'هذا الملف أكبر من أن يُرفَع في طلب واحد؛ يُرفَع على أجزاء',
      zh: '此文件过大，无法一次上传，请分片上传',
      en: 'This file is too large to send in one request; send it in parts',
    },
  },
} as const satisfies Record<string, CatalogueEntry>;
