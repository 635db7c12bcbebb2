/**
 * What the S3-backed server is seeded with before it starts (`server/test/seed-browser-drive.ts`):
 * one learner per language, each with the same files. The journey checks the bytes it gets back
 * against these. Plain data, so the browser tests can read it without any server code.
 */
export const S3_LEARNERS = {
  ar: { email: 's3-ar@e2e.example', name: 'سلمى الحربي', password: 'files-on-s3-2024' },
  zh: { email: 's3-zh@e2e.example', name: '林晓', password: 'files-on-s3-2024' },
} as const;

export type S3Language = keyof typeof S3_LEARNERS;

/** The bucket the S3-backed server stores into. */
export const S3_BUCKET = 'qiao-e2e';

export const S3_FILES = {
  /** A PNG drawn at seeding; its thumbnail is made on first view and kept in the bucket. */
  image: { name: 'لوحة الخط 书法.png', width: 1200, height: 800 },
  text: {
    name: 'مفردات 生词.txt',
    content: 'مرحبا — 你好 nǐ hǎo\nشكرا — 谢谢 xièxie\n',
  },
  /** A PDF drawn at seeding with pdfkit, one line of text per page. */
  pdf: { name: 'قواعد 语法.pdf', pages: ['Qiao grammar - page one', 'Qiao grammar - page two'] },
  folder: {
    name: 'الدرس الأول 第一课',
    file: { name: '课文.txt', content: 'الدرس الأول: 我是学生。\n' },
    emptyFolder: 'تمارين',
  },
} as const;
