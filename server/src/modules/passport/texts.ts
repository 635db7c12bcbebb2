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
  forgotPasswordLink: string;
  forgotTitle: string;
  forgotIntro: string;
  forgotButton: string;
  /** `{minutes}`: how long the link works. */
  forgotSentMessage: string;
  resetTitle: string;
  /** `{email}`: the account whose password is being set. */
  resetIntro: string;
  resetButton: string;
  resetDoneMessage: string;
  requestNewLink: string;
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
    forgotPasswordLink: 'نسيت كلمة المرور؟',
    forgotTitle: 'استعادة كلمة المرور',
    forgotIntro: 'أدخل البريد الإلكتروني لحسابك، وسنرسل إليه رابطًا لاختيار كلمة مرور جديدة.',
    forgotButton: 'أرسل الرابط',
    forgotSentMessage:
      'إذا كان هذا البريد الإلكتروني لحساب في جسر، فقد أرسلنا إليه رابطًا لاختيار كلمة مرور جديدة. يعمل الرابط مرة واحدة خلال {minutes} دقيقة.',
    resetTitle: 'اختيار كلمة مرور جديدة',
    resetIntro: 'اختر كلمة مرور جديدة للحساب {email}.',
    resetButton: 'حفظ كلمة المرور الجديدة',
    resetDoneMessage:
      'تم حفظ كلمة المرور الجديدة، وسُجّل خروجك من جميع الأجهزة. سجّل الدخول بكلمة المرور الجديدة.',
    requestNewLink: 'اطلب رابطًا جديدًا',
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
    forgotPasswordLink: '忘记密码？',
    forgotTitle: '找回密码',
    forgotIntro: '请输入账号的邮箱，我们会向该邮箱发送设置新密码的链接。',
    forgotButton: '发送链接',
    forgotSentMessage:
      '如果该邮箱已注册桥平台账号，我们已向其发送设置新密码的链接。链接在 {minutes} 分钟内有效，且只能使用一次。',
    resetTitle: '设置新密码',
    resetIntro: '请为账号 {email} 设置新密码。',
    resetButton: '保存新密码',
    resetDoneMessage: '新密码已保存，所有设备上的登录均已退出。请使用新密码登录。',
    requestNewLink: '重新获取链接',
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
    forgotPasswordLink: 'Forgot password?',
    forgotTitle: 'Forgot password',
    forgotIntro: "Enter your account's email and we will send it a link to choose a new password.",
    forgotButton: 'Send the link',
    forgotSentMessage:
      'If this email belongs to a Qiao account, we have sent it a link to choose a new password. The link works once, within {minutes} minutes.',
    resetTitle: 'Choose a new password',
    resetIntro: 'Choose a new password for {email}.',
    resetButton: 'Save the new password',
    resetDoneMessage:
      'Your new password is saved and you have been signed out everywhere. Sign in with the new password.',
    requestNewLink: 'Ask for a new link',
  },
};

/** Each language named in itself, for the language switch. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  ar: 'العربية',
  zh: '中文',
  en: 'English',
};
