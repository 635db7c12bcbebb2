/**
 * The words of "listen and pick the picture" (game 6): each is a word of the writing tool's data
 * (its pinyin and meanings come from there) that Qiao draws as a pictogram
 * (web/src/features/games/listen-picture/pictograms). Grouped by topic so the hardest level can
 * offer pictures of one topic side by side.
 */
export const PICTURE_TOPICS = ['animals', 'food', 'nature', 'body', 'things', 'travel'] as const;
export type PictureTopic = (typeof PICTURE_TOPICS)[number];

const picture = <const Id extends string>(id: Id, word: string, topic: PictureTopic) => ({
  id,
  word,
  topic,
});

export const PICTURE_WORDS = [
  picture('cat', '猫', 'animals'),
  picture('dog', '狗', 'animals'),
  picture('fish', '鱼', 'animals'),
  picture('bird', '鸟', 'animals'),
  picture('horse', '马', 'animals'),
  picture('panda', '熊猫', 'animals'),
  picture('apple', '苹果', 'food'),
  picture('banana', '香蕉', 'food'),
  picture('watermelon', '西瓜', 'food'),
  picture('egg', '鸡蛋', 'food'),
  picture('milk', '牛奶', 'food'),
  picture('rice', '米饭', 'food'),
  picture('noodles', '面条', 'food'),
  picture('sun', '太阳', 'nature'),
  picture('moon', '月亮', 'nature'),
  picture('stars', '星星', 'nature'),
  picture('flower', '花', 'nature'),
  picture('tree', '树', 'nature'),
  picture('mountain', '山', 'nature'),
  picture('rain', '下雨', 'nature'),
  picture('snow', '雪', 'nature'),
  picture('eye', '眼睛', 'body'),
  picture('ear', '耳朵', 'body'),
  picture('hand', '手', 'body'),
  picture('mouth', '嘴', 'body'),
  picture('nose', '鼻子', 'body'),
  picture('book', '书', 'things'),
  picture('clothes', '衣服', 'things'),
  picture('shoe', '鞋', 'things'),
  picture('hat', '帽子', 'things'),
  picture('chair', '椅子', 'things'),
  picture('cup', '杯子', 'things'),
  picture('phone', '手机', 'things'),
  picture('plane', '飞机', 'travel'),
  picture('boat', '船', 'travel'),
  picture('bicycle', '自行车', 'travel'),
] as const;

export type PictureId = (typeof PICTURE_WORDS)[number]['id'];
export const PICTURE_IDS = PICTURE_WORDS.map((word) => word.id) as readonly PictureId[];
