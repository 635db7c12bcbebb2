import type { Localized } from '@qiao/contracts/languages';
import type { OrderState, PaymentType } from '@qiao/contracts/pay';

/** The receipt's words in each language; the receipt is printed in one, the learner's. */
export const RECEIPT_WORDING = {
  title: { ar: 'إيصال دفع', zh: '付款收据', en: 'Payment receipt' },
  number: { ar: 'رقم الطلب', zh: '订单编号', en: 'Order number' },
  learner: { ar: 'المتعلم', zh: '学员', en: 'Learner' },
  course: { ar: 'الدورة', zh: '课程', en: 'Course' },
  amount: { ar: 'المبلغ المدفوع', zh: '支付金额', en: 'Amount paid' },
  paymentType: { ar: 'طريقة الدفع', zh: '支付方式', en: 'Payment type' },
  transaction: { ar: 'رقم المعاملة', zh: '交易号', en: 'Transaction number' },
  paidAt: { ar: 'تاريخ الدفع', zh: '支付时间', en: 'Paid on' },
  state: { ar: 'حالة الطلب', zh: '订单状态', en: 'Order state' },
  refunds: { ar: 'المبالغ المستردة', zh: '退款记录', en: 'Refunds' },
  noRefunds: { ar: 'لا توجد مبالغ مستردة', zh: '无退款', en: 'No refunds' },
  refundedTotal: { ar: 'مجموع المسترد', zh: '退款合计', en: 'Refunded in total' },
  netPaid: { ar: 'صافي المدفوع', zh: '实付净额', en: 'Net paid' },
  issuedAt: { ar: 'صدر هذا الإيصال في', zh: '收据开具时间', en: 'Receipt issued on' },
  footer: {
    ar: 'إيصال صادر عن منصة جسر لتعلم اللغة الصينية',
    zh: '本收据由桥中文学习平台开具',
    en: 'Receipt issued by Qiao, the Chinese learning platform',
  },
} as const satisfies Record<string, Localized>;

export const PAYMENT_TYPE_NAMES: Record<PaymentType, Localized> = {
  sandbox: {
    ar: 'بيئة الاختبار (دفع تجريبي)',
    zh: '沙箱（测试支付）',
    en: 'Sandbox (test payment)',
  },
  card: { ar: 'بطاقة مصرفية', zh: '银行卡', en: 'Bank card' },
  wallet: { ar: 'محفظة WeChat Pay', zh: '微信支付', en: 'WeChat Pay wallet' },
};

/** The states a receipt is printed in: paid, then partly or fully refunded. */
export const RECEIPT_STATE_NAMES: Partial<Record<OrderState, Localized>> = {
  paymentSuccess: { ar: 'تم الدفع', zh: '支付成功', en: 'Paid' },
  partialRefund: { ar: 'استرداد جزئي', zh: '部分退款', en: 'Partly refunded' },
  fullRefund: { ar: 'استرداد كامل', zh: '全额退款', en: 'Refunded in full' },
};
