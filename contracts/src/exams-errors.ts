import type { CatalogueEntry } from './error-entry';

/**
 * Mock exams and lesson tests. Part of the one catalogue assembled in errors.ts. A paper or attempt
 * of someone else answers its "not found", as one that does not exist.
 */
export const EXAM_ERRORS = {
  // 3740–3769: mock exams and lesson tests.
  examPaperNotFound: {
    code: 3740,
    httpStatus: 200,
    message: {
      ar: 'هذا الاختبار غير موجود',
      zh: '该试卷不存在',
      en: 'This exam paper does not exist',
    },
  },
  examAttemptNotFound: {
    code: 3741,
    httpStatus: 200,
    message: {
      ar: 'محاولة الاختبار هذه غير موجودة',
      zh: '该考试记录不存在',
      en: 'This exam attempt does not exist',
    },
  },
  examAttemptFinished: {
    code: 3742,
    httpStatus: 200,
    message: {
      ar: 'انتهت هذه المحاولة ولا يمكن تغيير إجاباتها',
      zh: '本次考试已结束，答案不能再修改',
      en: 'This attempt is over; its answers can no longer change',
    },
  },
  examTimeUp: {
    code: 3743,
    httpStatus: 200,
    message: {
      ar: 'انتهى وقت هذا القسم',
      zh: '本部分的时间已到',
      en: "This section's time is up",
    },
  },
  examItemNotInSection: {
    code: 3744,
    httpStatus: 200,
    message: {
      ar: 'هذا السؤال ليس في القسم الجاري من الاختبار',
      zh: '该题不在当前考试部分中',
      en: 'This question is not in the current section of the paper',
    },
  },
  examAnswerWrongType: {
    code: 3745,
    httpStatus: 200,
    message: {
      ar: 'نوع الإجابة لا يناسب هذا السؤال',
      zh: '答案类型与该题不符',
      en: 'This kind of answer does not fit the question',
    },
  },
  examNoPlaysLeft: {
    code: 3746,
    httpStatus: 200,
    message: {
      ar: 'استُنفدت مرات الاستماع المسموح بها لهذا السؤال',
      zh: '该题的播放次数已用完',
      en: 'This question has no plays left',
    },
  },
  examRealNameRequired: {
    code: 3747,
    httpStatus: 200,
    message: {
      ar: 'أدخل اسمك الحقيقي قبل بدء الاختبار',
      zh: '开始考试前请填写真实姓名',
      en: 'Enter your real name before the exam starts',
    },
  },
  examTooManyAttempts: {
    code: 3748,
    httpStatus: 200,
    message: {
      ar: 'بدأت هذا الاختبار {max} مرات اليوم؛ حاول غدًا',
      zh: '今天已开始该试卷 {max} 次，请明天再试',
      en: 'You have started this paper {max} times today; try again tomorrow',
    },
  },
  examSectionMismatch: {
    code: 3749,
    httpStatus: 200,
    message: {
      ar: 'الاختبار انتقل بالفعل إلى قسم آخر؛ أعد تحميل الصفحة',
      zh: '考试已进入其他部分，请刷新页面',
      en: 'The exam has already moved to another section; reload the page',
    },
  },
  examAudioExpired: {
    code: 3750,
    httpStatus: 403,
    message: {
      ar: 'انتهت صلاحية رابط الاستماع هذا',
      zh: '该音频链接已失效',
      en: 'This listening link has expired',
    },
  },
  examNotLessonTest: {
    code: 3751,
    httpStatus: 200,
    message: {
      ar: 'هذا المحتوى ليس اختبار درس',
      zh: '该内容不是课程测验',
      en: 'This content is not a lesson test',
    },
  },
  examResultNotReady: {
    code: 3752,
    httpStatus: 200,
    message: {
      ar: 'تظهر النتيجة بعد تسليم الاختبار',
      zh: '交卷后才能查看成绩',
      en: 'The result shows once the paper is handed in',
    },
  },
} as const satisfies Record<string, CatalogueEntry>;
