/** What a person reads on the shell, per language, as the locale files and the catalogue say it. */
export const TEXT = {
  ar: {
    homeTitle: 'جسرك إلى اللغة الصينية',
    languageLabel: 'لغة الواجهة',
    sideNav: 'التنقّل الجانبي',
    notFound: 'الصفحة غير موجودة',
    backHome: 'العودة إلى الرئيسية',
    serviceError: 'خطأ في الخدمة، يُرجى التحديث لاحقًا وإعادة المحاولة أو التواصل مع المسؤول',
    interfaceMissing: 'الواجهة غير موجودة، يُرجى التحديث وإعادة المحاولة أو التواصل مع المسؤول',
    notLoggedIn: 'لم تسجّل الدخول بعد',
    loginPromptTitle: 'تسجيل الدخول مطلوب',
  },
  zh: {
    homeTitle: '通往中文的桥梁',
    languageLabel: '界面语言',
  },
} as const;
