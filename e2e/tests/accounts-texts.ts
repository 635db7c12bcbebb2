/** What a person reads on the account pages, as the locale files, passport texts and catalogue say. */
export const ACCOUNT_TEXT = {
  ar: {
    login: 'تسجيل الدخول',
    register: 'إنشاء حساب',
    passport: {
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      password: 'كلمة المرور',
      confirmation: 'تأكيد كلمة المرور',
      registerButton: 'إنشاء الحساب',
      signInButton: 'تسجيل الدخول',
      wrongCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    },
    personalCentre: 'المركز الشخصي',
    userManagement: 'إدارة المستخدمين',
    logout: 'تسجيل الخروج',
    profile: {
      name: 'الاسم',
      female: 'أنثى',
      mobile: 'رقم الجوال',
      save: 'حفظ',
      saved: 'تم حفظ الملف الشخصي',
      mobileInvalid: 'رقم الجوال غير صحيح',
    },
    loginPrompt: 'لم تسجّل الدخول بعد، هل تريد تسجيل الدخول الآن؟',
    loginRequired: 'يلزم تسجيل الدخول',
    roleChanged: 'تم تغيير دور',
    teacher: 'معلّم',
  },
  zh: {
    login: '登录',
    passport: { email: '邮箱', password: '密码', signInButton: '登录' },
    personalCentre: '个人中心',
    profile: { name: '姓名', mobileInvalid: '手机号码格式不正确' },
  },
} as const;
