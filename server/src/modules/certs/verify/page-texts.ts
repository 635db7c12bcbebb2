import type { Language } from '@qiao/contracts/languages';

/**
 * Every text of the server-rendered verify page, in the three languages. The type lists each key
 * once, so a text missing in one language fails the type check.
 */
interface VerifyPageTexts {
  title: string;
  intro: string;
  languageName: string;
  byNumber: string;
  number: string;
  numberHint: string;
  holderName: string;
  holderNameHint: string;
  check: string;
  byBadge: string;
  badgeFile: string;
  badgePaste: string;
  checkBadge: string;
  valid: string;
  validNote: string;
  revoked: string;
  revokedNote: string;
  revokedOn: string;
  reason: string;
  notFound: string;
  notFoundNote: string;
  signatureHolds: string;
  signatureFails: string;
  badgeNotOurs: string;
  badgeUnreadable: string;
  powRequired: string;
  powUnavailable: string;
  nameLatin: string;
  nameArabic: string;
  course: string;
  level: string;
  score: string;
  issuedOn: string;
  certNumber: string;
  issuer: string;
  checkAnother: string;
  /** Between a label and its value in a sentence (full width in Chinese). */
  colon: string;
  /** Texts of the proof-of-work widget, in the page's language. */
  widget: { label: string; verifying: string; verified: string; error: string; expired: string };
}

export const VERIFY_PAGE_TEXTS: Record<Language, VerifyPageTexts> = {
  ar: {
    title: 'التحقق من شهادة',
    intro: 'تحقّق من أن شهادة صادرة عن Qiao صحيحة وسارية.',
    languageName: 'العربية',
    byNumber: 'بالرقم واسم الحامل',
    number: 'رقم الشهادة',
    numberHint: 'مثل QIAO-YCT2-2026-000123',
    holderName: 'اسم الحامل',
    holderNameHint: 'كما هو مطبوع على الشهادة، بالعربية أو باللاتينية أو بالصينية',
    check: 'تحقّق',
    byBadge: 'بملف الشارة الرقمية',
    badgeFile: 'ارفع ملف الشارة',
    badgePaste: 'أو الصق نصّه هنا',
    checkBadge: 'تحقّق من الشارة',
    valid: 'شهادة صحيحة وسارية',
    validNote: 'هذه الشهادة صادرة عن Qiao، وهذه تفاصيلها كما جُمّدت عند إصدارها.',
    revoked: 'أُلغيت هذه الشهادة — لم تعد سارية',
    revokedNote: 'صدرت هذه الشهادة ثم أُلغيت؛ لا يُعتدّ بها.',
    revokedOn: 'تاريخ الإلغاء',
    reason: 'السبب',
    notFound: 'لم يُعثر على شهادة',
    notFoundNote: 'لا توجد شهادة بهذه البيانات. تأكّد من الرقم والاسم كما طُبعا على الشهادة.',
    signatureHolds: 'توقيع الشارة صحيح: صادرة عن Qiao ولم تُعدَّل.',
    signatureFails: 'توقيع الشارة غير صحيح: عُدّل الملف أو لم يصدر عن Qiao.',
    badgeNotOurs: 'هذه الشارة لم تصدر عن Qiao.',
    badgeUnreadable: 'تعذّرت قراءة هذا الملف كشارة رقمية.',
    powRequired:
      'جُرّبت أرقام وأسماء كثيرة؛ يتحقق جهازك قليلًا قبل البحث. انتظر علامة التحقق ثم اضغط «تحقّق».',
    powUnavailable: 'جُرّبت أرقام وأسماء كثيرة من هذا العنوان؛ أعد المحاولة بعد ربع ساعة.',
    nameLatin: 'الاسم (لاتيني أو صيني)',
    nameArabic: 'الاسم بالعربية',
    course: 'الدورة',
    level: 'المستوى',
    score: 'الدرجة',
    issuedOn: 'تاريخ الإصدار',
    certNumber: 'رقم الشهادة',
    issuer: 'الجهة المُصدِرة',
    checkAnother: 'تحقّق من شهادة أخرى',
    colon: ': ',
    widget: {
      label: 'أنا إنسان',
      verifying: 'جارٍ التحقق…',
      verified: 'تم التحقق',
      error: 'تعذّر التحقق، أعد المحاولة',
      expired: 'انتهت المهلة، أعد المحاولة',
    },
  },
  zh: {
    title: '证书验证',
    intro: '验证 Qiao 颁发的证书是否真实有效。',
    languageName: '中文',
    byNumber: '按证书编号和持有人姓名',
    number: '证书编号',
    numberHint: '例如 QIAO-YCT2-2026-000123',
    holderName: '持有人姓名',
    holderNameHint: '与证书上印的一致，阿拉伯文、拉丁字母或中文均可',
    check: '验证',
    byBadge: '按数字徽章文件',
    badgeFile: '上传徽章文件',
    badgePaste: '或将其内容粘贴到这里',
    checkBadge: '验证徽章',
    valid: '证书真实有效',
    validNote: '此证书由 Qiao 颁发，以下为颁发时固定的信息。',
    revoked: '此证书已被撤销，不再有效',
    revokedNote: '此证书曾经颁发，后被撤销，不能作为凭证。',
    revokedOn: '撤销日期',
    reason: '原因',
    notFound: '未找到证书',
    notFoundNote: '没有与这些信息相符的证书。请按证书上印的编号和姓名核对。',
    signatureHolds: '徽章签名有效：由 Qiao 颁发，未被修改。',
    signatureFails: '徽章签名无效：文件已被修改或并非由 Qiao 颁发。',
    badgeNotOurs: '此徽章并非由 Qiao 颁发。',
    badgeUnreadable: '无法将此文件读取为数字徽章。',
    powRequired: '尝试过多次证书编号和姓名，您的设备需先完成一次简短验证。出现对勾后再点击“验证”。',
    powUnavailable: '此地址尝试过多次证书编号和姓名，请一刻钟后再试。',
    nameLatin: '姓名（拉丁字母或中文）',
    nameArabic: '阿拉伯文姓名',
    course: '课程',
    level: '等级',
    score: '成绩',
    issuedOn: '颁发日期',
    certNumber: '证书编号',
    issuer: '颁发机构',
    checkAnother: '验证其他证书',
    colon: '：',
    widget: {
      label: '我不是机器人',
      verifying: '正在验证…',
      verified: '验证完成',
      error: '验证失败，请重试',
      expired: '已过期，请重试',
    },
  },
  en: {
    title: 'Certificate verification',
    intro: 'Check that a certificate issued by Qiao is genuine and still stands.',
    languageName: 'English',
    byNumber: 'By number and holder name',
    number: 'Certificate number',
    numberHint: 'e.g. QIAO-YCT2-2026-000123',
    holderName: 'Holder name',
    holderNameHint: 'As printed on the certificate, in Arabic, Latin or Chinese script',
    check: 'Verify',
    byBadge: 'By the digital badge file',
    badgeFile: 'Upload the badge file',
    badgePaste: 'or paste its text here',
    checkBadge: 'Verify the badge',
    valid: 'Valid certificate',
    validNote: 'Qiao issued this certificate; these are its details as frozen when it was issued.',
    revoked: 'This certificate was revoked — it is not valid',
    revokedNote: 'This certificate was issued and later revoked; it no longer counts.',
    revokedOn: 'Revoked on',
    reason: 'Reason',
    notFound: 'No certificate found',
    notFoundNote:
      'No certificate matches these details. Check the number and name as printed on it.',
    signatureHolds: 'The badge signature holds: issued by Qiao and not altered.',
    signatureFails:
      'The badge signature does not hold: the file was altered or not issued by Qiao.',
    badgeNotOurs: 'This badge was not issued by Qiao.',
    badgeUnreadable: 'This file could not be read as a digital badge.',
    powRequired:
      'Many numbers and names were tried; your device does a short check before the search. Wait for the tick, then press Verify.',
    powUnavailable:
      'Many numbers and names were tried from this address; try again in a quarter of an hour.',
    nameLatin: 'Name (Latin or Chinese)',
    nameArabic: 'Name in Arabic',
    course: 'Course',
    level: 'Level',
    score: 'Score',
    issuedOn: 'Issued on',
    certNumber: 'Certificate number',
    issuer: 'Issuer',
    checkAnother: 'Verify another certificate',
    colon: ': ',
    widget: {
      label: 'I am a person',
      verifying: 'Checking…',
      verified: 'Checked',
      error: 'The check failed; try again',
      expired: 'Expired; try again',
    },
  },
};

export type { VerifyPageTexts };
