import type { CatalogueEntry } from './error-entry';

/**
 * Paid courses: orders, payments and refunds. Part of the one catalogue assembled in errors.ts. An
 * order of someone else answers its "not found", as one that does not exist. A transition the
 * order's state does not allow answers the error of that state (pay-rules.ts).
 */
export const PAY_ERRORS = {
  // 3800–3829: orders, payments and refunds (3800–3816 used).
  payOrderNotFound: {
    code: 3800,
    httpStatus: 200,
    message: {
      ar: 'هذا الطلب غير موجود',
      zh: '该订单不存在',
      en: 'This order does not exist',
    },
  },
  payCourseNotForSale: {
    code: 3801,
    httpStatus: 200,
    message: {
      ar: 'هذه الدورة مجانية أو غير معروضة للبيع',
      zh: '该课程免费或不出售',
      en: 'This course is free or not for sale',
    },
  },
  payCourseAlreadyOwned: {
    code: 3802,
    httpStatus: 200,
    message: {
      ar: 'اشتريت هذه الدورة من قبل، وهي مفتوحة لك',
      zh: '您已购买该课程，可直接学习',
      en: 'You have already bought this course; it is open to you',
    },
  },
  payOrderAwaitingPayment: {
    code: 3803,
    httpStatus: 200,
    message: {
      ar: 'هذا الطلب في انتظار الدفع',
      zh: '该订单正在等待支付',
      en: 'This order is waiting for its payment',
    },
  },
  payOrderProcessing: {
    code: 3804,
    httpStatus: 200,
    message: {
      ar: 'الدفع لهذا الطلب قيد المعالجة؛ انتظر نتيجته',
      zh: '该订单的支付正在处理中，请等待结果',
      en: 'The payment of this order is being processed; wait for its result',
    },
  },
  payOrderPaymentFailed: {
    code: 3805,
    httpStatus: 200,
    message: {
      ar: 'فشل الدفع لهذا الطلب؛ يمكنك المحاولة مرة أخرى',
      zh: '该订单支付失败，您可以重新支付',
      en: 'The payment of this order failed; you can try again',
    },
  },
  payOrderClosed: {
    code: 3806,
    httpStatus: 200,
    message: {
      ar: 'أُلغي هذا الطلب؛ أنشئ طلبًا جديدًا',
      zh: '该订单已取消，请重新下单',
      en: 'This order has been cancelled; place a new order',
    },
  },
  payOrderAlreadyPaid: {
    code: 3807,
    httpStatus: 200,
    message: {
      ar: 'دُفع هذا الطلب من قبل',
      zh: '该订单已支付',
      en: 'This order has already been paid',
    },
  },
  payOrderNotPaid: {
    code: 3808,
    httpStatus: 200,
    message: {
      ar: 'لم يُدفع هذا الطلب، فلا يُستردّ منه شيء',
      zh: '该订单未支付，无法退款',
      en: 'This order has not been paid, so nothing can be refunded',
    },
  },
  payOrderRefunded: {
    code: 3809,
    httpStatus: 200,
    message: {
      ar: 'استُردّ مبلغ هذا الطلب كاملًا',
      zh: '该订单已全额退款',
      en: 'This order has been refunded in full',
    },
  },
  payRefundExceedsRemaining: {
    code: 3810,
    httpStatus: 200,
    message: {
      ar: 'لا يمكن أن يتجاوز الاسترداد المبلغ المتبقي: {remaining}',
      zh: '退款金额不能超过剩余可退金额：{remaining}',
      en: 'A refund cannot exceed what is left to refund: {remaining}',
    },
  },
  payPaymentTypeUnavailable: {
    code: 3811,
    httpStatus: 200,
    message: {
      ar: 'طريقة الدفع هذه غير متاحة',
      zh: '该支付方式暂不可用',
      en: 'This payment type is not available',
    },
  },
  payProviderUnavailable: {
    code: 3812,
    httpStatus: 200,
    message: {
      ar: 'تعذّر الوصول إلى خدمة الدفع الآن؛ حاول لاحقًا',
      zh: '暂时无法连接支付服务，请稍后重试',
      en: 'The payment service cannot be reached now; try again later',
    },
  },
  payRefundRefusedByProvider: {
    code: 3813,
    httpStatus: 200,
    message: {
      ar: 'رفضت خدمة الدفع هذا الاسترداد: {reason}',
      zh: '支付服务拒绝了此次退款：{reason}',
      en: 'The payment service refused this refund: {reason}',
    },
  },
  payCallbackRejected: {
    // Answered to a provider, never to a person: a bad signature, another amount or currency, or
    // an unknown order. The callback changes nothing and is logged.
    code: 3814,
    httpStatus: 400,
    message: {
      ar: 'تعذّر التحقق من إشعار الدفع',
      zh: '支付通知验证失败',
      en: 'The payment notification could not be verified',
    },
  },
  payRefundFailed: {
    // The provider answered that it did not make the refund: nothing was given back, the order
    // is as it was, and the admin may try again.
    code: 3815,
    httpStatus: 200,
    message: {
      ar: 'لم تُتمّ خدمة الدفع هذا الاسترداد، ولم يتغير الطلب؛ حاول مرة أخرى',
      zh: '支付服务未能完成此次退款，订单未作更改，请重试',
      en: 'The payment service did not make this refund and the order is unchanged; try again',
    },
  },
  payRefundStale: {
    // The refund was asked against figures that changed meanwhile (a double click, another
    // admin): nothing is refunded twice; the admin looks at the order again.
    code: 3816,
    httpStatus: 200,
    message: {
      ar: 'تغيّرت مبالغ الاسترداد لهذا الطلب قبل قليل؛ راجع الطلب ثم حاول مرة أخرى',
      zh: '该订单的退款刚刚发生了变化，请查看订单后重试',
      en: 'The refunds of this order changed a moment ago; look at the order again and retry',
    },
  },
} as const satisfies Record<string, CatalogueEntry>;

export type PayErrorKey = keyof typeof PAY_ERRORS;
