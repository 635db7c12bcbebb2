import type { Language } from '@qiao/contracts/languages';

/** Every text the passport's pages show. A language missing a key fails the type check. */
export interface PassportTexts {
  passportName: string;
  languageSwitch: string;
  signInTitle: string;
  signInIntro: string;
  registerTitle: string;
  registerIntro: string;
  changePasswordTitle: string;
  changePasswordIntro: string;
  signOutTitle: string;
  signOutQuestion: string;
  signedOutTitle: string;
  signedOutMessage: string;
  passwordChangedMessage: string;
  errorTitle: string;
  errorMessage: string;
  errorDetail: string;
  email: string;
  name: string;
  password: string;
  passwordConfirmation: string;
  currentPassword: string;
  newPassword: string;
  newPasswordConfirmation: string;
  passwordHint: string;
  signInButton: string;
  registerButton: string;
  changePasswordButton: string;
  signOutButton: string;
  staySignedInButton: string;
  noAccountYet: string;
  registerLink: string;
  haveAccount: string;
  signInLink: string;
  changePasswordLink: string;
  backToQiao: string;
}

export const PASSPORT_TEXTS: Record<Language, PassportTexts> = {
  ar: {
    passportName: 'جواز السفر',
    languageSwitch: 'اللغة',
    signInTitle: 'تسجيل الدخول',
    signInIntro: 'سجّل الدخول للمتابعة إلى منصّة جسر.',
    registerTitle: 'إنشاء حساب',
    registerIntro: 'أنشئ حسابًا لتبدأ تعلّم اللغة الصينية.',
    changePasswordTitle: 'تغيير كلمة المرور',
    changePasswordIntro: 'أدخل كلمة المرور الحالية ثم اختر كلمة مرور جديدة.',
    signOutTitle: 'تسجيل الخروج',
    signOutQuestion: 'هل تريد تسجيل الخروج من جواز السفر؟',
    signedOutTitle: 'تم تسجيل الخروج',
    signedOutMessage: 'لقد سجّلت الخروج بنجاح.',
    passwordChangedMessage: 'تم تغيير كلمة المرور. استخدم كلمة المرور الجديدة عند تسجيل الدخول.',
    errorTitle: 'حدث خطأ',
    errorMessage: 'تعذّر إكمال هذا الطلب. عُد إلى المنصّة وحاول مرة أخرى.',
    errorDetail: 'التفاصيل التقنية',
    email: 'البريد الإلكتروني',
    name: 'الاسم',
    password: 'كلمة المرور',
    passwordConfirmation: 'تأكيد كلمة المرور',
    currentPassword: 'كلمة المرور الحالية',
    newPassword: 'كلمة المرور الجديدة',
    newPasswordConfirmation: 'تأكيد كلمة المرور الجديدة',
    passwordHint: '8 أحرف على الأقل، تتضمّن حرفًا ورقمًا.',
    signInButton: 'تسجيل الدخول',
    registerButton: 'إنشاء الحساب',
    changePasswordButton: 'تغيير كلمة المرور',
    signOutButton: 'نعم، سجّل خروجي',
    staySignedInButton: 'لا، أبقِني مسجّلًا',
    noAccountYet: 'ليس لديك حساب؟',
    registerLink: 'أنشئ حسابًا',
    haveAccount: 'لديك حساب بالفعل؟',
    signInLink: 'سجّل الدخول',
    changePasswordLink: 'تغيير كلمة المرور',
    backToQiao: 'العودة إلى جسر',
  },
  zh: {
    passportName: '通行证',
    languageSwitch: '语言',
    signInTitle: '登录',
    signInIntro: '登录后继续使用桥平台。',
    registerTitle: '注册',
    registerIntro: '创建账号，开始学习中文。',
    changePasswordTitle: '修改密码',
    changePasswordIntro: '请输入当前密码，然后设置新密码。',
    signOutTitle: '退出登录',
    signOutQuestion: '确定要退出通行证吗？',
    signedOutTitle: '已退出登录',
    signedOutMessage: '您已成功退出登录。',
    passwordChangedMessage: '密码已修改，请使用新密码登录。',
    errorTitle: '出错了',
    errorMessage: '无法完成此请求，请返回平台后重试。',
    errorDetail: '技术详情',
    email: '邮箱',
    name: '姓名',
    password: '密码',
    passwordConfirmation: '确认密码',
    currentPassword: '当前密码',
    newPassword: '新密码',
    newPasswordConfirmation: '确认新密码',
    passwordHint: '至少 8 个字符，须包含字母和数字。',
    signInButton: '登录',
    registerButton: '注册',
    changePasswordButton: '修改密码',
    signOutButton: '是，退出登录',
    staySignedInButton: '否，保持登录',
    noAccountYet: '还没有账号？',
    registerLink: '立即注册',
    haveAccount: '已有账号？',
    signInLink: '登录',
    changePasswordLink: '修改密码',
    backToQiao: '返回桥',
  },
  en: {
    passportName: 'Passport',
    languageSwitch: 'Language',
    signInTitle: 'Sign in',
    signInIntro: 'Sign in to continue to Qiao.',
    registerTitle: 'Create an account',
    registerIntro: 'Create an account to start learning Chinese.',
    changePasswordTitle: 'Change password',
    changePasswordIntro: 'Enter your current password, then choose a new one.',
    signOutTitle: 'Sign out',
    signOutQuestion: 'Do you want to sign out of the passport?',
    signedOutTitle: 'Signed out',
    signedOutMessage: 'You have signed out.',
    passwordChangedMessage: 'Your password has been changed. Use the new one to sign in.',
    errorTitle: 'Something went wrong',
    errorMessage: 'This request could not be completed. Go back to Qiao and try again.',
    errorDetail: 'Technical detail',
    email: 'Email',
    name: 'Name',
    password: 'Password',
    passwordConfirmation: 'Confirm password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    newPasswordConfirmation: 'Confirm new password',
    passwordHint: 'At least 8 characters, with a letter and a digit.',
    signInButton: 'Sign in',
    registerButton: 'Create account',
    changePasswordButton: 'Change password',
    signOutButton: 'Yes, sign me out',
    staySignedInButton: 'No, stay signed in',
    noAccountYet: 'No account yet?',
    registerLink: 'Register',
    haveAccount: 'Already registered?',
    signInLink: 'Sign in',
    changePasswordLink: 'Change password',
    backToQiao: 'Back to Qiao',
  },
};

/** Each language named in itself, for the language switch. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  ar: 'العربية',
  zh: '中文',
  en: 'English',
};
