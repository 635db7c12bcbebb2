/**
 * What the owner, a visitor and the admin read when an approved public share goes back to review
 * because its files changed (the `share` and `zones` locale files say it).
 */
export const SHARE_REVIEW_AGAIN_TEXT = {
  ar: {
    published: 'منشورة',
    backInReview: 'عادت إلى المراجعة',
    backInReviewNote: 'عادت إلى المراجعة لأن محتواها تغيّر: يراها الزوار من جديد بعد موافقة المشرف.',
    filesChanged: 'تغيّرت الملفات بعد الموافقة',
  },
  zh: {
    published: '已发布',
    backInReview: '重新审核中',
    backInReviewNote: '内容已更改，已重新进入审核：管理员通过后访客才能再次看到。',
    filesChanged: '批准后文件有改动',
  },
} as const;
