/** Texts of the writing tool's journey, as web/src/locales/{ar,zh}/writing.json write them. */
export const SPELL_TOOL_TEXT = {
  ar: {
    topMenu: 'القائمة الرئيسية',
    menu: 'أداة الكتابة',
    title: 'أداة الكتابة',
    searchLabel: 'ابحث عن حرف',
    lookUp: 'ni3',
    played: 'اكتمل رسم الحرف',
    replay: 'أعد التشغيل',
    writeLabel: 'مربع كتابة الحرف 你',
    grade: 'التقييم',
    grades: { again: 'أعد المحاولة', hard: 'صعب', good: 'جيد', easy: 'سهل' },
    unsaved: 'التقييم (غير محفوظ)',
    learner: 'سلمى الخطّاطة',
    toolsTab: 'الأدوات',
    toolKeyword: 'كتابة',
    toolKind: 'أداة الكتابة',
  },
  zh: {
    topMenu: '主菜单',
    menu: '写字工具',
    title: '写字工具',
    searchLabel: '查字',
    lookUp: '你',
    played: '笔顺播放完毕',
    replay: '重新播放',
    writeLabel: '“你”的书写格',
    grade: '评分',
    grades: { again: '重来', hard: '困难', good: '良好', easy: '简单' },
    unsaved: '评分（未保存）',
    learner: '学写字的人',
    toolsTab: '工具',
    toolKeyword: '写字',
    toolKind: '写字工具',
  },
} as const;

export type SpellToolLanguage = keyof typeof SPELL_TOOL_TEXT;
