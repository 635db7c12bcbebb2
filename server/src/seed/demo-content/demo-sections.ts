import type { ContentManifestInput } from '@qiao/contracts/content-manifest';
import { videoItem, type ItemInput } from './demo-videos';
import { rainbowBook } from './demo-books';
import { html, text, word } from './local-text';
import type { MediaKit } from './media-kit';

/** Silk Road: two sections of resources, each resource with files to download. */
export async function roadSections(kit: MediaKit): Promise<ContentManifestInput[]> {
  const sections = [
    {
      slug: 'road-history',
      title: text('丝绸之路的历史', 'تاريخ طريق الحرير', 'History of the Silk Road'),
      items: [
        {
          slug: 'road-zhang-qian',
          title: text('张骞出使西域', 'رحلة تشانغ تشيان إلى الغرب', "Zhang Qian's journey west"),
          body: html(
            '公元前138年，张骞从长安出发，走向西域，打开了丝绸之路。',
            'في عام 138 قبل الميلاد انطلق تشانغ تشيان من تشانغآن غربًا، ففتح طريق الحرير.',
            'In 138 BC Zhang Qian set out west from Chang’an and opened the Silk Road.',
          ),
          words: [
            word('丝绸', 'sīchóu', 'الحرير', 'silk'),
            word('长安', "Cháng'ān", 'تشانغآن (شيآن اليوم)', "Chang'an (today's Xi'an)"),
          ],
        },
        {
          slug: 'road-trade-goods',
          title: text('丝路上的商品', 'بضائع طريق الحرير', 'Goods of the Silk Road'),
          body: html(
            '丝绸、瓷器和茶叶向西走，香料、玻璃和马向东来。',
            'سار الحرير والخزف والشاي غربًا، وجاءت التوابل والزجاج والخيول شرقًا.',
            'Silk, porcelain and tea went west; spices, glass and horses came east.',
          ),
          words: [
            word('瓷器', 'cíqì', 'الخزف', 'porcelain'),
            word('香料', 'xiāngliào', 'التوابل', 'spices'),
          ],
        },
      ],
    },
    {
      slug: 'road-today',
      title: text('今天的丝绸之路', 'طريق الحرير اليوم', 'The Silk Road Today'),
      items: [
        {
          slug: 'road-china-egypt',
          title: text('中国与埃及的友谊', 'الصداقة الصينية المصرية', 'China and Egypt, friends'),
          body: html(
            '中国和埃及都是文明古国，今天两国在教育和文化上合作越来越多。',
            'الصين ومصر حضارتان عريقتان، ويزداد تعاونهما اليوم في التعليم والثقافة.',
            'China and Egypt are ancient civilisations that work together more and more in education and culture.',
          ),
          words: [
            word('埃及', 'Āijí', 'مصر', 'Egypt'),
            word('友谊', 'yǒuyì', 'الصداقة', 'friendship'),
          ],
        },
        {
          slug: 'road-arabic-chinese-words',
          title: text('阿拉伯语里的中文词', 'كلمات صينية في العربية', 'Chinese words in Arabic'),
          body: html(
            '“茶”和“丝”这样的词，沿着丝绸之路走进了很多语言。',
            'كلمات مثل «شاي» و«حرير» سافرت على طريق الحرير إلى لغات كثيرة.',
            'Words like “tea” travelled along the Silk Road into many languages.',
          ),
          words: [word('茶', 'chá', 'شاي', 'tea'), word('丝', 'sī', 'حرير', 'silk')],
        },
      ],
    },
  ];
  const manifests: ContentManifestInput[] = [];
  for (const [index, section] of sections.entries()) {
    const items: ItemInput[] = [];
    for (const [i, item] of section.items.entries()) {
      const cover = await kit.cover(item.slug, {
        zh: item.title.zh,
        ar: item.title.ar,
        colours: ['#a0522d', '#5d3a1a'],
        shape: 'wide',
      });
      items.push({
        slug: item.slug,
        kind: 'road',
        title: item.title,
        summary: text(item.title.zh, item.title.ar, item.title.en),
        body: item.body,
        cover,
        position: i,
        attachments: [
          {
            title: text('词语卡片（PDF）', 'بطاقات المفردات (PDF)', 'Word cards (PDF)'),
            file: await kit.pdf(`${item.slug}-words`, {
              title: item.title,
              sections: [{ heading: text('生词', 'المفردات', 'Words'), words: item.words }],
            }),
            fileName: `${item.slug}-words.pdf`,
          },
          {
            title: text('封面图片', 'صورة الغلاف', 'Cover picture'),
            file: cover,
            fileName: `${item.slug}.webp`,
          },
        ],
      });
    }
    manifests.push({
      type: 'collection',
      collection: {
        slug: section.slug,
        kind: 'road_section',
        title: section.title,
        cover: await kit.cover(section.slug, {
          zh: section.title.zh,
          ar: section.title.ar,
          colours: ['#a0522d', '#5d3a1a'],
          shape: 'wide',
        }),
        position: index,
        items,
      },
    });
  }
  return manifests;
}

/** Rainbow Dragon: a children's section with stories and one e-book. */
export async function rainbowSection(kit: MediaKit): Promise<ContentManifestInput> {
  const colours: [string, string] = ['#e74c3c', '#8e44ad'];
  const stories = [
    {
      slug: 'rainbow-colours-song',
      title: text('彩虹颜色歌', 'أغنية ألوان قوس قزح', 'The rainbow colours song'),
      body: html(
        '红、橙、黄、绿、青、蓝、紫，彩虹有七种颜色。',
        'أحمر، برتقالي، أصفر، أخضر، سماوي، أزرق، بنفسجي: لقوس قزح سبعة ألوان.',
        'Red, orange, yellow, green, cyan, blue, violet: the rainbow has seven colours.',
      ),
    },
    {
      slug: 'rainbow-dragon-friends',
      title: text('小龙交朋友', 'التنين الصغير يكوّن صداقات', 'Little Dragon makes friends'),
      body: html(
        '小龙说：“你好！我叫小龙。你叫什么名字？”',
        'قال التنين الصغير: «مرحبًا! اسمي شياو لونغ. ما اسمك؟»',
        'Little Dragon said: “Hello! I am Xiaolong. What is your name?”',
      ),
    },
  ];
  const items: ItemInput[] = [];
  for (const [i, story] of stories.entries()) {
    items.push({
      slug: story.slug,
      kind: 'rainbow',
      title: story.title,
      body: story.body,
      audience: 'child',
      cover: await kit.cover(story.slug, {
        zh: story.title.zh,
        ar: story.title.ar,
        colours,
        shape: 'wide',
      }),
      position: i,
    });
  }
  items.push({
    slug: 'rainbow-dragon-ebook',
    kind: 'ebook',
    title: text('彩虹龙', 'التنين قوس قزح', 'Rainbow Dragon'),
    summary: text(
      '给孩子的中文绘本。',
      'كتاب مصوّر بالصينية للأطفال.',
      'A Chinese picture book for children.',
    ),
    audience: 'child',
    readingDirection: 'ltr',
    cover: await kit.cover('rainbow-dragon-ebook', {
      zh: '彩虹龙',
      ar: 'التنين قوس قزح',
      colours,
      shape: 'book',
    }),
    file: await kit.epub('rainbow-dragon', rainbowBook()),
    position: stories.length,
  });
  return {
    type: 'collection',
    collection: {
      slug: 'rainbow-dragon',
      kind: 'rainbow_section',
      title: text('彩虹龙', 'التنين قوس قزح', 'Rainbow Dragon'),
      summary: text(
        '孩子们的汉语乐园。',
        'حديقة الأطفال للغة الصينية.',
        "Children's Chinese playground.",
      ),
      cover: await kit.cover('rainbow-dragon', {
        zh: '彩虹龙',
        ar: 'التنين قوس قزح',
        colours,
        shape: 'wide',
      }),
      audience: 'child',
      items,
    },
  };
}

/** Explore China: places and customs; one item has a video for the broadcast page. */
export async function exploreSection(kit: MediaKit): Promise<ContentManifestInput> {
  const colours: [string, string] = ['#1abc9c', '#0e6251'];
  const items: ItemInput[] = [
    {
      ...(await videoItem(
        kit,
        'explore',
        {
          slug: 'explore-beijing',
          title: text('走进北京', 'جولة في بكين', 'Inside Beijing'),
          summary: text(
            '故宫、胡同和长城。',
            'المدينة المحرّمة والأزقّة وسور الصين العظيم.',
            'The Forbidden City, hutongs and the Great Wall.',
          ),
          clip: 'city',
        },
        colours,
      )),
      body: html(
        '北京是中国的首都，有三千多年的历史。',
        'بكين عاصمة الصين، ولها تاريخ يزيد على ثلاثة آلاف سنة.',
        'Beijing is the capital of China, with more than three thousand years of history.',
      ),
      position: 0,
    },
    {
      slug: 'explore-great-wall',
      kind: 'explore',
      title: text('长城', 'سور الصين العظيم', 'The Great Wall'),
      summary: text(
        '“不到长城非好汉。”',
        '«من لم يصل إلى السور العظيم ليس بطلًا.»',
        '“He who has not climbed the Great Wall is not a true man.”',
      ),
      body: html(
        '长城有两千多年的历史，是中国的象征。',
        'للسور العظيم تاريخ يزيد على ألفي عام، وهو رمز الصين.',
        'The Great Wall is over two thousand years old and a symbol of China.',
      ),
      cover: await kit.cover('explore-great-wall', {
        zh: '长城',
        ar: 'سور الصين العظيم',
        colours,
        shape: 'wide',
      }),
      position: 1,
    },
    {
      slug: 'explore-panda',
      kind: 'explore',
      title: text('大熊猫的家', 'موطن الباندا العملاقة', 'Home of the giant panda'),
      summary: text(
        '成都的大熊猫基地。',
        'مركز الباندا العملاقة في تشنغدو.',
        'The giant panda base in Chengdu.',
      ),
      body: html(
        '大熊猫生活在四川的山里，最喜欢吃竹子。',
        'تعيش الباندا العملاقة في جبال سيتشوان، وأحبّ طعامها الخيزران.',
        'Giant pandas live in the mountains of Sichuan and love bamboo.',
      ),
      cover: await kit.cover('explore-panda', {
        zh: '大熊猫的家',
        ar: 'موطن الباندا العملاقة',
        colours,
        shape: 'wide',
      }),
      position: 2,
    },
  ];
  return {
    type: 'collection',
    collection: {
      slug: 'explore-china',
      kind: 'explore_section',
      title: text('探索中国', 'استكشف الصين', 'Explore China'),
      summary: text(
        '看中国的城市、风景和生活。',
        'تعرّف إلى مدن الصين ومناظرها وحياتها.',
        "China's cities, landscapes and life.",
      ),
      cover: await kit.cover('explore-china', {
        zh: '探索中国',
        ar: 'استكشف الصين',
        colours,
        shape: 'wide',
      }),
      direction: 'culture',
      items,
    },
  };
}
