import type { CatalogueEntry } from './error-entry';

/** Live-class attendance: sign-up, entering the room, my live classes. Part of the one catalogue assembled in errors.ts. */
export const LIVE_ATTENDANCE_ERRORS = {
  // Live-class attendance (sign-up, entering the room, my live classes): codes 3680–3689.
  liveClassNotFound: {
    code: 3680,
    httpStatus: 200,
    message: {
      ar: 'هذا الدرس المباشر غير موجود أو غير متاح لك',
      zh: '该直播课不存在或未向您开放',
      en: 'This live class does not exist or is not open to you',
    },
  },
  liveNotStarted: {
    code: 3681,
    httpStatus: 200,
    message: {
      ar: 'لم يبدأ الدرس المباشر بعد؛ تُفتح الغرفة عند بدايته',
      zh: '直播尚未开始，开始后即可进入直播间',
      en: 'The live class has not started yet; the room opens when it starts',
    },
  },
  liveEnded: {
    code: 3682,
    httpStatus: 200,
    message: {
      ar: 'انتهى هذا الدرس المباشر؛ يمكنك مشاهدة تسجيله إن نُشر',
      zh: '该直播已结束，如有回放可观看回放',
      en: 'This live class has ended; watch its replay if one is published',
    },
  },
  liveNoRoom: {
    code: 3683,
    httpStatus: 200,
    message: {
      ar: 'غرفة البث غير متاحة على هذا الموقع',
      zh: '本站暂未开通直播间',
      en: 'The live room is not available on this site',
    },
  },
  liveSignUpClosed: {
    code: 3684,
    httpStatus: 200,
    message: {
      ar: 'انتهى هذا الدرس المباشر، فلم يعد التسجيل فيه ممكنًا',
      zh: '该直播已结束，无法报名',
      en: 'This live class has ended, so it can no longer be signed up for',
    },
  },
  liveCancelTooLate: {
    code: 3685,
    httpStatus: 200,
    message: {
      ar: 'لا يمكن إلغاء التسجيل بعد بدء الدرس المباشر',
      zh: '直播开始后不能取消报名',
      en: 'A sign-up cannot be cancelled once the class has started',
    },
  },
} as const satisfies Record<string, CatalogueEntry>;
