/** What the writing practice journey reads, in Arabic and Chinese (the writing namespace). */
export const PRACTICE_TEXT = {
  ar: {
    title: 'تدريب الكتابة',
    length: 'عدد الحروف',
    helloLesson: 'HSK · مرحبًا',
    hsk1: 'HSK المستوى 1',
    progressFirst: 'الحرف 1 من 5',
    again: 'يحتاج إعادة',
    comesBack: /^يعود للمراجعة خلال /,
    endHere: 'أنهِ هنا وشاهد الملخّص',
    wroteOne: 'كتبت حرفًا واحدًا',
    chooseAnother: 'اختر تدريبًا آخر',
    dueOne: 'راجِع حرفًا واحدًا حان وقته',
    onlyOne: 'الحرف 1 من 1',
    homeDueOne: 'حرف صيني واحد للمراجعة اليوم',
    planDueOne: 'حرف صيني واحد للمراجعة اليوم: تدرّب عليه',
  },
  zh: {
    title: '书写练习',
    length: '每轮字数',
    helloLesson: 'HSK · 你好',
    hsk1: 'HSK 1级',
    progressFirst: '第 1 个，共 5 个',
    again: '需重写',
    comesBack: /再复习$/,
    endHere: '到此结束并查看总结',
    wroteOne: '你写了 1 个汉字',
    chooseAnother: '换一个练习',
    dueOne: '复习到期的汉字（1）',
    onlyOne: '第 1 个，共 1 个',
    homeDueOne: '今天有 1 个汉字要复习',
    planDueOne: '今天有 1 个汉字要复习：去练习',
  },
} as const;

export type PracticeLanguage = keyof typeof PRACTICE_TEXT;
