/** What the editorial pages say, per language, as a reader sees it (from the locale files). */
export const EDITORIAL_TEXT = {
  ar: {
    newsTitle: 'الأخبار',
    newestNews: 'فعاليات يوم اللغة الصينية الدولي 2026 في القاهرة',
    backToNews: 'العودة إلى الأخبار',
    noticesTitle: 'الإعلانات',
    casesTitle: 'مكتبة الحالات التعليمية',
    backToCases: 'العودة إلى الحالات',
    roadTitle: 'طريق الحرير',
    roadMenu: 'موارد هذا القسم',
    filesCount: 'الملفات:',
    filesTitle: 'الملفات المرفقة',
    downloadAll: 'تنزيل الكل (zip)',
    cardsTitle: 'البطاقات الصوتية',
    flip: 'اقلب',
    play: 'استمع',
    views: 'المشاهدات:',
  },
  zh: {
    newsTitle: '新闻',
    newestNews: '2026年国际中文日活动在开罗举行',
    backToNews: '返回新闻列表',
    noticesTitle: '公告',
    casesTitle: '教学案例库',
    backToCases: '返回案例列表',
    roadTitle: '丝绸之路',
    roadMenu: '本栏目资源',
    filesCount: '附件：',
    filesTitle: '附件',
    downloadAll: '全部下载（zip）',
    cardsTitle: '音频卡片',
    flip: '翻转',
    play: '收听',
    views: '浏览：',
  },
} as const;

export type EditorialLanguage = keyof typeof EDITORIAL_TEXT;
