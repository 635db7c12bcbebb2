import type { CatalogueEntry } from './error-entry';

/** Unzipping archives into the file space. Part of the one catalogue assembled in errors.ts. */
export const UNZIP_ERRORS = {
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
} as const satisfies Record<string, CatalogueEntry>;
