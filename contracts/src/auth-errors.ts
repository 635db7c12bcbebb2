import type { CatalogueEntry } from './error-entry';

/** Qiao's own login and users. Part of the one catalogue assembled in errors.ts. */
export const AUTH_ERRORS = {
  loginFailed: {
    code: 2100,
    httpStatus: 200,
    message: { ar: 'فشل تسجيل الدخول', zh: '登录失败', en: 'Login failed' },
  },
  userNotFound: {
    code: 2101,
    httpStatus: 200,
    message: { ar: 'المستخدم غير موجود', zh: '用户不存在', en: 'No such user' },
  },
} as const satisfies Record<string, CatalogueEntry>;
