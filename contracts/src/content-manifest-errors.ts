import type { CatalogueEntry } from './error-entry';

/** Content import: a folder with a manifest.json and its media. Part of the one catalogue assembled in errors.ts. */
export const CONTENT_IMPORT_ERRORS = {
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
  contentLessonTestUnknown: {
    code: 3507,
    httpStatus: 200,
    message: {
      ar: 'الحقل {field} يشير إلى اختبار درس غير موجود ({slug})؛ استورد مجلد الاختبار أولًا، ولم يُستورد شيء',
      zh: '字段 {field} 引用的课程测验 {slug} 不存在，请先导入该测验的文件夹；未导入任何内容',
      en: '{field} names the lesson test {slug}, which does not exist; import its folder first. Nothing was imported',
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
} as const satisfies Record<string, CatalogueEntry>;
