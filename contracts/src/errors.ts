import type { Language, Localized } from './languages';
import type { CatalogueEntry } from './error-entry';
import { GENERAL_ERRORS } from './general-errors';
import { PASSPORT_ERRORS } from './passport-errors';
import { AUTH_ERRORS } from './auth-errors';
import { DRIVE_ERRORS } from './drive-errors';
import { UPLOAD_ERRORS } from './upload-errors';
import { SHARE_ERRORS } from './share-errors';
import { UNZIP_ERRORS } from './unzip-errors';
import { OFFICE_ERRORS } from './office-errors';
import { EDITING_ERRORS } from './editing-errors';
import { LIBRARY_ERRORS } from './catalogue-library-errors';
import { CONTENT_IMPORT_ERRORS } from './content-manifest-errors';
import { MOOC_ERRORS } from './catalogue-mooc-errors';
import { EDITORIAL_ERRORS } from './catalogue-editorial-errors';
import { HOME_ERRORS } from './catalogue-home-errors';
import { LEARNING_ERRORS } from './learning-errors';
import { NOTES_ERRORS } from './notes-errors';
import { DISCUSSION_ERRORS } from './discussion-errors';
import { LIVE_ATTENDANCE_ERRORS } from './live-attendance-errors';
import { PLAN_ERRORS } from './plans-errors';
import { EXAM_ERRORS } from './exams-errors';
import { CERT_ERRORS } from './certs-errors';
import { PAY_ERRORS } from './pay-errors';
import { WRITING_ERRORS } from './writing-errors';
import { GAMES_ERRORS } from './games-errors';

export type { CatalogueEntry } from './error-entry';

/**
 * The error catalogue: every failure the API can answer, with the HTTP status it travels with and
 * the message a person sees, in every language. `{field}`-style placeholders are filled from the
 * error's params. Codes below 1000 mirror HTTP; feature codes take their own hundred, and each
 * feature keeps its errors beside its contract (`<feature>-errors.ts`). A feature adds its file
 * here; errors.test.ts proves no key or code is used twice.
 */
export const ERROR_PARTS = {
  GENERAL_ERRORS,
  PASSPORT_ERRORS,
  AUTH_ERRORS,
  DRIVE_ERRORS,
  UPLOAD_ERRORS,
  SHARE_ERRORS,
  UNZIP_ERRORS,
  OFFICE_ERRORS,
  EDITING_ERRORS,
  LIBRARY_ERRORS,
  CONTENT_IMPORT_ERRORS,
  MOOC_ERRORS,
  EDITORIAL_ERRORS,
  HOME_ERRORS,
  LEARNING_ERRORS,
  NOTES_ERRORS,
  DISCUSSION_ERRORS,
  LIVE_ATTENDANCE_ERRORS,
  PLAN_ERRORS,
  EXAM_ERRORS,
  CERT_ERRORS,
  PAY_ERRORS,
  WRITING_ERRORS,
  GAMES_ERRORS,
} as const;

export const ERRORS = {
  ...GENERAL_ERRORS,
  ...PASSPORT_ERRORS,
  ...AUTH_ERRORS,
  ...DRIVE_ERRORS,
  ...UPLOAD_ERRORS,
  ...SHARE_ERRORS,
  ...UNZIP_ERRORS,
  ...OFFICE_ERRORS,
  ...EDITING_ERRORS,
  ...LIBRARY_ERRORS,
  ...CONTENT_IMPORT_ERRORS,
  ...MOOC_ERRORS,
  ...EDITORIAL_ERRORS,
  ...HOME_ERRORS,
  ...LEARNING_ERRORS,
  ...NOTES_ERRORS,
  ...DISCUSSION_ERRORS,
  ...LIVE_ATTENDANCE_ERRORS,
  ...PLAN_ERRORS,
  ...EXAM_ERRORS,
  ...CERT_ERRORS,
  ...PAY_ERRORS,
  ...WRITING_ERRORS,
  ...GAMES_ERRORS,
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

export { CODE_OK } from './general-errors';

/** The message of a successful answer. */
export const OK_MESSAGE: Localized = { ar: 'تمت العملية بنجاح', zh: '成功', en: 'Success' };
