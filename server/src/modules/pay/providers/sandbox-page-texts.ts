import type { Language } from '@qiao/contracts/languages';

/**
 * Every text of the sandbox payment page in the three languages. The type lists each key once,
 * so a text missing in one language fails the type check.
 */
export interface SandboxPageTexts {
  title: string;
  testBanner: string;
  intro: string;
  order: string;
  course: string;
  amount: string;
  succeed: string;
  fail: string;
  pendingThenSucceed: string;
  pendingNote: string;
  closedTitle: string;
  closedNote: string;
  back: string;
}

export const SANDBOX_PAGE_TEXTS: Record<Language, SandboxPageTexts> = {
  ar: {
    title: 'صفحة الدفع التجريبية',
    testBanner: 'بيئة اختبار: لا يُدفع هنا أي مال حقيقي',
    intro: 'اختر نتيجة هذا الدفع كما لو كانت من خدمة الدفع.',
    order: 'رقم الطلب',
    course: 'الدورة',
    amount: 'المبلغ',
    succeed: 'نجاح الدفع',
    fail: 'فشل الدفع',
    pendingThenSucceed: 'قيد المعالجة ثم النجاح',
    pendingNote: 'يبقى الطلب قيد المعالجة بضع ثوانٍ ثم يُؤكَّد الدفع.',
    closedTitle: 'لا يمكن الدفع هنا',
    closedNote: 'هذه الجلسة غير معروفة أو لم يعد طلبها في انتظار الدفع.',
    back: 'العودة إلى الطلب',
  },
  zh: {
    title: '测试支付页面',
    testBanner: '测试环境：此处不会支付任何真实款项',
    intro: '请像支付服务一样，为这笔支付选择结果。',
    order: '订单号',
    course: '课程',
    amount: '金额',
    succeed: '支付成功',
    fail: '支付失败',
    pendingThenSucceed: '先处理中，再成功',
    pendingNote: '订单会处理中几秒钟，然后确认支付。',
    closedTitle: '无法在此支付',
    closedNote: '该会话不存在，或其订单已不在等待支付。',
    back: '返回订单',
  },
  en: {
    title: 'Test payment page',
    testBanner: 'Test environment: no real money is paid here',
    intro: 'Choose how this payment ends, as the payment service would.',
    order: 'Order number',
    course: 'Course',
    amount: 'Amount',
    succeed: 'Payment succeeds',
    fail: 'Payment fails',
    pendingThenSucceed: 'Processing, then success',
    pendingNote: 'The order stays processing for a few seconds, then the payment is confirmed.',
    closedTitle: 'Nothing to pay here',
    closedNote: 'This session is unknown, or its order is no longer waiting for payment.',
    back: 'Back to the order',
  },
};
