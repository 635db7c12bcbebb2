/** The pay pages' texts the journeys look for, as a learner reads them (web/src/locales/*\/pay.json). */
export const PAY_TEXT = {
  ar: {
    sandbox: 'دفع تجريبي',
    payNow: 'ادفع الآن',
    goToPayment: 'الذهاب إلى صفحة الدفع',
    failed: 'فشل الدفع',
    tryAgain: 'حاول مرة أخرى',
    success: 'تم الدفع بنجاح',
    openCourse: 'افتح الدورة',
    viewOrder: 'عرض الطلب',
    paid: 'تم الدفع',
    confirmedByProvider: 'أكّدت خدمة الدفع الدفع',
    retriedByYou: 'بواسطتك',
    myOrders: 'طلباتي',
  },
  zh: {
    sandbox: '测试支付',
    payNow: '立即支付',
    goToPayment: '前往支付页面',
    failed: '支付失败',
    tryAgain: '重新支付',
    success: '支付成功',
    openCourse: '进入课程',
    viewOrder: '查看订单',
    paid: '支付成功',
    confirmedByProvider: '支付服务确认付款成功',
    retriedByYou: '由您操作',
    myOrders: '我的订单',
  },
} as const;

/** The sandbox page's buttons (server/src/modules/pay/providers/sandbox-page-html.ts). */
export const SANDBOX_CHOICE = { succeed: 'succeed', fail: 'fail' } as const;
