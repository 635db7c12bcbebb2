/** What the watch-to-the-end journeys expect to read, in Arabic and Chinese (the demo's texts). */
export const WATCH_TEXT = {
  ar: {
    list: '/?lang=ar#/pages/mooc_list/mooc_list',
    yct: 'YCT المستوى الأول: تعلّم الصينية بمرح',
    start: 'ابدأ التعلّم',
    /** Lesson 1's seven class hours, then lesson 2's first. */
    hours: [
      'الإحماء: مرحبًا',
      'المفردات الجديدة: مرحبًا',
      'النص: مرحبًا',
      'النطق: مرحبًا',
      'الحروف الصينية: مرحبًا',
      'لعبة: مرحبًا',
      'المراجعة: مرحبًا',
      'الإحماء: شكرًا',
    ],
    done: 'مكتملة',
    /** The first clip's Arabic caption: what its picture shows. */
    caption: '你好: مرحبًا',
    locked: 'هذه الحصة مقفلة',
    progress: 'تقدّمك في الدورة',
    summary: (done: number) => `أنهيت ${done} من 84 حصةً`,
  },
  zh: {
    list: '/?lang=zh#/pages/mooc_list/mooc_list',
    yct: 'YCT一级：快乐学汉语',
    start: '开始学习',
    hours: [
      '热身：你好',
      '生词：你好',
      '课文：你好',
      '语音：你好',
      '汉字：你好',
      '游戏：你好',
      '复习：你好',
      '热身：谢谢',
    ],
    done: '已完成',
    caption: '你好 nǐ hǎo',
    locked: '该课时尚未解锁',
    progress: '课程学习进度',
    summary: (done: number) => `已完成 ${done} / 84 个课时`,
  },
} as const;
