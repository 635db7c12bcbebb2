/**
 * The pictures of the demo exam papers, drawn at seed time (`exam-picture-image.ts`): a number as
 * that many dots, a colour as a disc of it, anything else as a tinted card; each with its
 * character and its Arabic meaning. Their texts are drawn, so they live here where the font test
 * reads them.
 */
export interface ExamPicture {
  hanzi: string;
  ar: string;
  /** Dots to draw (a number), or a colour to fill the disc with; else a plain card. */
  dots?: number;
  colour?: string;
}

const number = (hanzi: string, ar: string, dots: number): ExamPicture => ({ hanzi, ar, dots });
const colour = (hanzi: string, ar: string, fill: string): ExamPicture => ({
  hanzi,
  ar,
  colour: fill,
});
const thing = (hanzi: string, ar: string): ExamPicture => ({ hanzi, ar });

export const EXAM_PICTURES = {
  two: number('二', 'اثنان', 2),
  three: number('三', 'ثلاثة', 3),
  five: number('五', 'خمسة', 5),
  six: number('六', 'ستة', 6),
  seven: number('七', 'سبعة', 7),
  eight: number('八', 'ثمانية', 8),
  red: colour('红色', 'أحمر', '#d7263d'),
  yellow: colour('黄色', 'أصفر', '#f2c200'),
  blue: colour('蓝色', 'أزرق', '#1f6fd1'),
  white: colour('白色', 'أبيض', '#ffffff'),
  black: colour('黑色', 'أسود', '#1a1a1a'),
  green: colour('绿色', 'أخضر', '#2e9e4f'),
  cat: thing('猫', 'قطة'),
  dog: thing('狗', 'كلب'),
  fish: thing('鱼', 'سمكة'),
  bird: thing('鸟', 'طائر'),
  horse: thing('马', 'حصان'),
  panda: thing('熊猫', 'باندا'),
  dad: thing('爸爸', 'أبي'),
  mum: thing('妈妈', 'أمي'),
  elderBrother: thing('哥哥', 'أخي الأكبر'),
  youngerSister: thing('妹妹', 'أختي الصغرى'),
  apple: thing('苹果', 'تفاحة'),
  banana: thing('香蕉', 'موزة'),
  rice: thing('米饭', 'أرز'),
  noodles: thing('面条', 'معكرونة'),
  water: thing('水', 'ماء'),
  tea: thing('茶', 'شاي'),
  watermelon: thing('西瓜', 'بطيخ'),
  book: thing('书', 'كتاب'),
  clothes: thing('衣服', 'ملابس'),
  sun: thing('太阳', 'شمس'),
  rain: thing('下雨', 'مطر'),
  moon: thing('月亮', 'قمر'),
  stars: thing('星星', 'نجوم'),
  flower: thing('花', 'زهرة'),
  tree: thing('树', 'شجرة'),
  mountain: thing('山', 'جبل'),
  eyes: thing('眼睛', 'عينان'),
  ears: thing('耳朵', 'أذنان'),
  mouth: thing('嘴', 'فم'),
  hand: thing('手', 'يد'),
  head: thing('头', 'رأس'),
  teacher: thing('老师', 'معلّم'),
  student: thing('学生', 'طالب'),
  school: thing('学校', 'مدرسة'),
  shop: thing('商店', 'متجر'),
  home: thing('家', 'بيت'),
  eat: thing('吃', 'يأكل'),
  read: thing('看书', 'يقرأ'),
  write: thing('写字', 'يكتب'),
} satisfies Record<string, ExamPicture>;

export type ExamPictureName = keyof typeof EXAM_PICTURES;
