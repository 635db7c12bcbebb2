import type { CatalogueEntry } from './error-entry';

/** Course discussions: posts, replies, likes, review, editing. Part of the one catalogue assembled in errors.ts. */
export const DISCUSSION_ERRORS = {
  // Course discussions (posts, replies, likes, review): codes 3640–3659.
  postNotFound: {
    code: 3640,
    httpStatus: 200,
    message: {
      ar: 'هذه المشاركة غير موجودة أو غير متاحة لك',
      zh: '该帖子不存在或未向您开放',
      en: 'This post does not exist or is not open to you',
    },
  },
  postTitleEmpty: {
    code: 3641,
    httpStatus: 200,
    message: {
      ar: 'لا يمكن أن يكون العنوان فارغًا',
      zh: '标题不能为空',
      en: 'The title cannot be empty',
    },
  },
  postContentEmpty: {
    code: 3642,
    httpStatus: 200,
    message: {
      ar: 'لا يمكن أن يكون المحتوى فارغًا',
      zh: '内容不能为空',
      en: 'The content cannot be empty',
    },
  },
  postPastedImage: {
    code: 3643,
    httpStatus: 200,
    message: {
      ar: 'الصور الملصقة غير مدعومة في المحتوى',
      zh: '内容中不支持粘贴的图片',
      en: 'Pasted images are not supported in the content',
    },
  },
  postAlreadyLiked: {
    code: 3644,
    httpStatus: 200,
    message: {
      ar: 'لقد أعجبتك هذه المشاركة من قبل',
      zh: '您已经点过赞了',
      en: 'You already like this post',
    },
  },
  postNotLiked: {
    code: 3645,
    httpStatus: 200,
    message: {
      ar: 'لم تُبدِ إعجابك بهذه المشاركة',
      zh: '您尚未点赞该帖子',
      en: 'You do not like this post',
    },
  },
  postDeleteForbidden: {
    code: 3646,
    httpStatus: 200,
    message: {
      ar: 'لا يحذف المشاركة إلا كاتبها أو المسؤول',
      zh: '只有作者或管理员可以删除该帖子',
      en: 'Only its author or an admin may delete this post',
    },
  },
  postNotPending: {
    code: 3647,
    httpStatus: 200,
    message: {
      ar: 'لم تعد هذه الكتابة بانتظار المراجعة',
      zh: '该内容已不在待审核状态',
      en: 'This is no longer waiting for review',
    },
  },
  postAwaitingReview: {
    code: 3648,
    httpStatus: 200,
    message: {
      ar: 'هذه المشاركة بانتظار المراجعة؛ يمكن الإعجاب بها ومشاركتها بعد الموافقة عليها',
      zh: '该帖子正在等待审核，审核通过后才能点赞和分享',
      en: 'This post is waiting for review; it can be liked and shared once it is approved',
    },
  },
  postTooLong: {
    code: 3649,
    httpStatus: 200,
    message: {
      ar: 'المحتوى طويل جدًا (الحد {limit} حرف)',
      zh: '内容过长（上限 {limit} 个字符）',
      en: 'The content is too long (limit {limit} characters)',
    },
  },
  // Editing posts and replies, deleting replies: codes 3660–3669.
  replyNotFound: {
    code: 3660,
    httpStatus: 200,
    message: {
      ar: 'هذا الرد غير موجود أو غير متاح لك',
      zh: '该回复不存在或您无权查看',
      en: 'This reply does not exist or is not open to you',
    },
  },
  postEditForbidden: {
    code: 3661,
    httpStatus: 200,
    message: {
      ar: 'لا يعدّل المشاركة إلا كاتبها',
      zh: '只有作者可以编辑该帖子',
      en: 'Only its author may edit this post',
    },
  },
  replyEditForbidden: {
    code: 3662,
    httpStatus: 200,
    message: {
      ar: 'لا يعدّل الرد إلا كاتبه',
      zh: '只有作者可以编辑该回复',
      en: 'Only its author may edit this reply',
    },
  },
  replyDeleteForbidden: {
    code: 3663,
    httpStatus: 200,
    message: {
      ar: 'لا يحذف الرد إلا كاتبه أو المسؤول',
      zh: '只有作者或管理员可以删除该回复',
      en: 'Only its author or an admin may delete this reply',
    },
  },
} as const satisfies Record<string, CatalogueEntry>;
