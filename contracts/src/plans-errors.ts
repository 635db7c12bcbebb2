import type { CatalogueEntry } from './error-entry';

/**
 * Study plans (spec learning area §5 plan validation). Part of the one catalogue assembled in
 * errors.ts; `{min}`/`{max}` are filled from PLAN_LIMITS by the server.
 */
export const PLAN_ERRORS = {
  // 3700–3739: study plans.
  planNotFound: {
    code: 3700,
    httpStatus: 200,
    message: {
      ar: 'هذه الخطة غير موجودة',
      zh: '该学习计划不存在',
      en: 'This plan does not exist',
    },
  },
  planStartInPast: {
    code: 3701,
    httpStatus: 200,
    message: {
      ar: 'لا يمكن أن يكون تاريخ الخطة قبل اليوم',
      zh: '计划日期不能早于今天',
      en: 'The plan date cannot be before today',
    },
  },
  planDaysPerWeekInvalid: {
    code: 3702,
    httpStatus: 200,
    message: {
      ar: 'أيام الدراسة في الأسبوع: 3 أو 5 أو 7',
      zh: '每周学习天数只能是 3、5 或 7 天',
      en: 'Study days per week must be 3, 5 or 7',
    },
  },
  planTooFewResources: {
    code: 3703,
    httpStatus: 200,
    message: {
      ar: 'تحتاج الخطة إلى {min} موارد على الأقل',
      zh: '计划至少需要 {min} 个资源',
      en: 'A plan needs at least {min} resources',
    },
  },
  planResourceNotFound: {
    code: 3704,
    httpStatus: 200,
    message: {
      ar: 'أحد الموارد المختارة غير موجود أو غير متاح لك',
      zh: '所选资源不存在或未向您开放',
      en: 'A chosen resource does not exist or is not open to you',
    },
  },
  planDailyLoadInvalid: {
    code: 3705,
    httpStatus: 200,
    message: {
      ar: 'الحمل اليومي بين {min} و{max} حصص',
      zh: '每日学习量应为 {min} 到 {max} 个课时',
      en: 'The daily load must be between {min} and {max} class hours',
    },
  },
  planCourseNotFound: {
    code: 3706,
    httpStatus: 200,
    message: {
      ar: 'هذه الدورة غير موجودة أو غير متاحة لك',
      zh: '该课程不存在或未向您开放',
      en: 'This course does not exist or is not open to you',
    },
  },
  planCourseAlreadySet: {
    code: 3707,
    httpStatus: 200,
    message: {
      ar: 'هذه الدورة موجودة بالفعل في خطة جارية',
      zh: '该课程已在进行中的计划里',
      en: 'This course is already in a running plan',
    },
  },
  planItemNotFound: {
    code: 3708,
    httpStatus: 200,
    message: {
      ar: 'هذا البند غير موجود في الخطة',
      zh: '计划中没有该学习项',
      en: 'This item is not in the plan',
    },
  },
  planPreviousNotFinished: {
    code: 3709,
    httpStatus: 200,
    message: {
      ar: 'يجب إنهاء الدرس السابق أولًا: «{title}»',
      zh: '请先完成上一课：“{title}”',
      en: 'The previous lesson must be finished first: "{title}"',
    },
  },
  planDateTooFar: {
    code: 3710,
    httpStatus: 200,
    message: {
      ar: 'التاريخ بعيد جدًا (حتى {max} يومًا من اليوم)',
      zh: '日期太远（最多今天起 {max} 天）',
      en: 'The date is too far ahead ({max} days from today at most)',
    },
  },
  planNotAStudyDay: {
    code: 3711,
    httpStatus: 200,
    message: {
      ar: 'هذا اليوم ليس من أيام الدراسة في الخطة',
      zh: '这一天不是计划的学习日',
      en: 'That day is not a study day of the plan',
    },
  },
  planItemOutOfOrder: {
    code: 3712,
    httpStatus: 200,
    message: {
      ar: 'لا يمكن نقل الدرس قبل الدرس الذي يسبقه أو بعد الذي يليه',
      zh: '课时不能排在上一课之前或下一课之后',
      en: 'A lesson cannot move before the one ahead of it or after the one behind it',
    },
  },
  planItemAlreadyDone: {
    code: 3713,
    httpStatus: 200,
    message: {
      ar: 'تم إنجاز هذا البند بالفعل',
      zh: '该学习项已完成',
      en: 'This item is already done',
    },
  },
  planNoCourses: {
    code: 3714,
    httpStatus: 200,
    message: {
      ar: 'يجب إضافة الحصص أولًا',
      zh: '请先添加课时',
      en: 'Class hours must be added first',
    },
  },
  planTooManyCourses: {
    code: 3715,
    httpStatus: 200,
    message: {
      ar: 'يمكن أن تضم الخطة {max} دورات على الأكثر',
      zh: '一个计划最多包含 {max} 门课程',
      en: 'A plan may hold {max} courses at most',
    },
  },
  planTooManyResources: {
    code: 3716,
    httpStatus: 200,
    message: {
      ar: 'يمكن أن تضم الخطة {max} موردًا على الأكثر',
      zh: '一个计划最多包含 {max} 个资源',
      en: 'A plan may hold {max} resources at most',
    },
  },
  planSortInvalid: {
    code: 3717,
    httpStatus: 200,
    message: {
      ar: 'يجب أن يذكر الترتيب كل دورات الخطة مرة واحدة',
      zh: '排序须包含计划中的每门课程且各一次',
      en: 'The order must name every course of the plan once',
    },
  },
  planSeriesNotFound: {
    code: 3718,
    httpStatus: 200,
    message: {
      ar: 'هذه الخطة الجاهزة غير موجودة أو غير متاحة لك',
      zh: '该系列计划不存在或未向您开放',
      en: 'This series plan does not exist or is not open to you',
    },
  },
  planDateRangeInvalid: {
    code: 3719,
    httpStatus: 200,
    message: {
      ar: 'نطاق التواريخ غير صحيح (حتى {max} يومًا)',
      zh: '日期范围不正确（最多 {max} 天）',
      en: 'The date range is not valid ({max} days at most)',
    },
  },
  planExamDateInvalid: {
    code: 3720,
    httpStatus: 200,
    message: {
      ar: 'يجب أن يكون موعد الاختبار بعد أول يوم في الخطة',
      zh: '考试日期须晚于计划的第一天',
      en: 'The exam date must come after the first day of the plan',
    },
  },
  planTooMany: {
    code: 3721,
    httpStatus: 200,
    message: {
      ar: 'لديك الحد الأقصى من الخطط ({max}); احذف خطة قديمة أولًا',
      zh: '计划数量已达上限（{max} 个），请先删除旧计划',
      en: 'You have the most plans allowed ({max}); delete an old one first',
    },
  },
  planNotRunning: {
    code: 3722,
    httpStatus: 200,
    message: {
      ar: 'هذه الخطة ليست قيد التنفيذ',
      zh: '该计划不在进行中',
      en: 'This plan is not running',
    },
  },
  planAlreadyStarted: {
    code: 3723,
    httpStatus: 200,
    message: {
      ar: 'بدأت هذه الخطة بالفعل',
      zh: '该计划已经开始',
      en: 'This plan has already started',
    },
  },
} as const satisfies Record<string, CatalogueEntry>;
