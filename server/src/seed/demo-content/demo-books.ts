import type { EpubBook } from './epub-book';

const MODIFIED = '2026-09-01T00:00:00Z';

/** 小蝌蚪找妈妈, the classic picture-book story, in Chinese with pinyin and Arabic notes. */
export function tadpoleBook(): EpubBook {
  return {
    id: 'ebook-little-tadpole',
    title: '小蝌蚪找妈妈',
    author: '桥 · 少儿读物',
    language: 'zh-CN',
    direction: 'ltr',
    modified: MODIFIED,
    chapters: [
      {
        title: '第一章 春天来了',
        paragraphs: [
          '春天来了，池塘里的冰化了。青蛙妈妈在水草上生下了很多黑黑的卵。',
          'Chūntiān lái le, chítáng lǐ de bīng huà le.',
          'ملاحظة: 春天 (chūntiān) تعني «الربيع»، و池塘 (chítáng) تعني «البركة».',
        ],
      },
      {
        title: '第二章 遇见鸭妈妈',
        paragraphs: [
          '小蝌蚪游啊游，看见鸭妈妈带着小鸭子。小蝌蚪问：“鸭妈妈，您看见我们的妈妈了吗？”',
          '鸭妈妈说：“你们的妈妈有四条腿，宽宽的嘴巴。”',
          'ملاحظة: 妈妈 (māma) تعني «الأم»، و看见 (kànjiàn) تعني «رأى».',
        ],
      },
      {
        title: '第三章 遇见大鱼',
        paragraphs: [
          '小蝌蚪看见一条大鱼，就游过去叫妈妈。大鱼笑着说：“我不是你们的妈妈。你们的妈妈头顶上有两只大眼睛。”',
          'ملاحظة: 鱼 (yú) تعني «سمكة»، و眼睛 (yǎnjing) تعني «العين».',
        ],
      },
      {
        title: '第四章 遇见乌龟',
        paragraphs: [
          '小蝌蚪看见一只乌龟，就叫“妈妈”。乌龟说：“你们的妈妈穿着绿衣服，肚皮是白色的。”',
          'ملاحظة: 绿 (lǜ) تعني «أخضر»، و白色 (báisè) تعني «أبيض».',
        ],
      },
      {
        title: '第五章 找到妈妈了',
        paragraphs: [
          '小蝌蚪长出了腿，游到荷叶旁边，看见了青蛙妈妈。“妈妈！妈妈！”青蛙妈妈笑了：“好孩子，你们已经长大了！”',
          'ملاحظة: 青蛙 (qīngwā) تعني «الضفدع»؛ والشراغيف تكبر فتصبح ضفادع.',
        ],
      },
    ],
  };
}

/** An Arabic guide to Chinese, read right to left. */
export function arabicGuideBook(): EpubBook {
  return {
    id: 'ebook-arabic-guide',
    title: 'دليل المتعلم العربي إلى الصينية',
    author: 'جسر',
    language: 'ar',
    direction: 'rtl',
    modified: MODIFIED,
    chapters: [
      {
        title: 'الفصل الأول: الصينية ليست صعبة كما تظن',
        paragraphs: [
          'لا تصريف للأفعال في الصينية، ولا جمع ولا مثنى ولا تأنيث. الفعل 去 (qù، يذهب) يبقى كما هو مع كل الضمائر.',
          'أمّا ما يحتاج إلى صبر فهو النغمات والحروف، وهذا ما يعالجه هذا الدليل خطوة خطوة.',
        ],
      },
      {
        title: 'الفصل الثاني: النغمات الأربع',
        paragraphs: [
          'لكل مقطع في الصينية نغمة: mā (妈، أم) وmá (麻، قنب) وmǎ (马، حصان) وmà (骂، يشتم).',
          'نصيحة للمتعلم العربي: النغمة الثالثة منخفضة، فلا تبالغ في رفع الصوت في آخرها.',
        ],
      },
      {
        title: 'الفصل الثالث: أصوات لا توجد في العربية',
        paragraphs: [
          'الأصوات zh وch وsh تُنطق واللسان مرفوع إلى الخلف، والصوت ü يشبه «ي» مع ضم الشفتين.',
          'في المقابل، أصوات مثل h في 好 (hǎo) قريبة من «خ» الخفيفة، وهذا يسهّل على المتعلم العربي.',
        ],
      },
      {
        title: 'الفصل الرابع: الحروف الصينية',
        paragraphs: [
          'تُكتب الحروف من اليسار إلى اليمين ومن الأعلى إلى الأسفل، وكل حرف مقطع واحد له معنى.',
          'ابدأ بالجذور الشائعة: 人 (إنسان) و口 (فم) و木 (شجرة) و水 (ماء)؛ فهي تتكرر في مئات الحروف.',
        ],
      },
      {
        title: 'الفصل الخامس: خطة للأشهر الثلاثة الأولى',
        paragraphs: [
          'الشهر الأول: البينيين والنغمات. الشهر الثاني: مئة وخمسون كلمة من HSK المستوى الأول. الشهر الثالث: الجمل القصيرة والحوار.',
          'عشرون دقيقة كل يوم أنفع من ثلاث ساعات مرة في الأسبوع.',
        ],
      },
    ],
  };
}

/** 彩虹龙: a short picture-book story for children. */
export function rainbowBook(): EpubBook {
  return {
    id: 'rainbow-dragon-ebook',
    title: '彩虹龙',
    author: '桥 · 少儿读物',
    language: 'zh-CN',
    direction: 'ltr',
    modified: MODIFIED,
    chapters: [
      {
        title: '一 红色',
        paragraphs: [
          '小龙醒来，看见红色的太阳。',
          'Xiǎolóng xǐnglái, kànjiàn hóngsè de tàiyáng.',
          'رأى التنين الصغير الشمس الحمراء.',
        ],
      },
      {
        title: '二 黄色',
        paragraphs: [
          '小龙飞过黄色的花田。',
          'Xiǎolóng fēiguò huángsè de huātián.',
          'طار التنين فوق حقل الزهور الصفراء.',
        ],
      },
      {
        title: '三 绿色',
        paragraphs: [
          '小龙在绿色的竹林里遇见熊猫。',
          'Xiǎolóng zài lǜsè de zhúlín lǐ yùjiàn xióngmāo.',
          'في غابة الخيزران الخضراء قابل التنين الباندا.',
        ],
      },
      {
        title: '四 蓝色',
        paragraphs: [
          '小龙和朋友们在蓝色的天空里画了一道彩虹。',
          'Xiǎolóng hé péngyoumen zài lánsè de tiānkōng lǐ huà le yí dào cǎihóng.',
          'رسم التنين وأصدقاؤه قوس قزح في السماء الزرقاء.',
        ],
      },
    ],
  };
}
