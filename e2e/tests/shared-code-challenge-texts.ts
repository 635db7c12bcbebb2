/** What a visitor reads while their device does the short check (web/src/locales/{ar,zh}/share.json). */
export const CHALLENGE_TEXT = {
  ar: {
    hint: 'جُرّبت هنا رموز خاطئة عدة، لذا يُجري جهازك تحققًا قصيرًا (بضع ثوانٍ) قبل فحص الرمز. الرمز الصحيح يفتح المشاركة دائمًا.',
    label: 'تحقق قصير يُجريه جهازك',
    verifying: 'جارٍ التحقق… يستغرق بضع ثوانٍ',
  },
  zh: {
    hint: '此处已尝试过多次错误的提取码，因此在核对提取码之前，您的设备会先进行几秒钟的简短验证。正确的提取码总能打开分享。',
    label: '设备简短验证',
    verifying: '正在验证…需要几秒钟',
  },
} as const;
