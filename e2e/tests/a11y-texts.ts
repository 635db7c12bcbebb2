/**
 * What assistive technology reads on the file space, the course pages and a catalogue list, as
 * the locale files say it: Qiao's own labels, never antd's English defaults or an icon's English name.
 */
export const A11Y_TEXT = {
  ar: {
    selectAll: 'تحديد الكل',
    prevPage: 'الصفحة السابقة',
    nextPage: 'الصفحة التالية',
    page: (page: number) => `الصفحة ${page}`,
    startLearning: 'ابدأ التعلّم',
    firstHour: 'الإحماء: مرحبًا',
    openChapter: 'افتح الدرس',
    emptyFolderName: 'يُرجى إدخال اسم المجلد',
    fileNameForbidden: 'لا يمكن أن يحتوي اسم الملف على أيٍّ من الرموز التالية: \\/:*?"<>|',
    /** A script of the language, to tell a translated label from an English one. */
    script: /[\u0600-\u06ff]/,
  },
  zh: {
    selectAll: '全选',
    prevPage: '上一页',
    nextPage: '下一页',
    page: (page: number) => `第 ${page} 页`,
    startLearning: '开始学习',
    firstHour: '热身：你好',
    openChapter: '打开本课',
    emptyFolderName: '请输入文件夹名称',
    fileNameForbidden: '文件名称不能包含以下任何字符：\\/:*?"<>|',
    script: /[\u4e00-\u9fff]/,
  },
} as const;

export type A11yLanguage = keyof typeof A11Y_TEXT;
