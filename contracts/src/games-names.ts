import type { GameId, GameText } from './games';

/**
 * Each game's name and one-line description in the three languages: the one source getGamesList
 * answers and the search's "games" tab matches.
 */
export const GAME_NAMES: Record<GameId, { name: GameText; description: GameText }> = {
  toneListening: {
    name: { ar: 'استمع إلى النغمة', zh: '听声调', en: 'Tone listening' },
    description: {
      ar: 'استمع إلى مقطع صيني واختر نغمته',
      zh: '听一个音节，选出它的声调',
      en: 'Hear a syllable and pick its tone',
    },
  },
  pinyinPairs: {
    name: { ar: 'أزواج البينيين والحروف', zh: '拼音汉字配对', en: 'Pinyin pairs' },
    description: {
      ar: 'اقلب البطاقات وطابق كل حرف مع نطقه بالبينيين',
      zh: '翻开卡片，把汉字和它的拼音配成一对',
      en: 'Flip the cards and match each character with its pinyin',
    },
  },
  buildCharacter: {
    name: { ar: 'ركّب الحرف', zh: '组合汉字', en: 'Build the character' },
    description: {
      ar: 'اختر الجذر والجزء الآخر اللذين يكوّنان الحرف المطلوب',
      zh: '选出部首和另一部分，组成要求的汉字',
      en: 'Choose the radical and the other part that make the character',
    },
  },
  strokeRace: {
    name: { ar: 'سباق ترتيب الضربات', zh: '笔顺竞赛', en: 'Stroke-order race' },
    description: {
      ar: 'اضغط ضربات الحرف بترتيب كتابتها بأسرع ما يمكن',
      zh: '尽快按书写顺序点出汉字的笔画',
      en: "Tap a character's strokes in writing order, as fast as you can",
    },
  },
  sentenceBuilder: {
    name: { ar: 'ركّب الجملة', zh: '连词成句', en: 'Sentence builder' },
    description: {
      ar: 'رتّب الكلمات المبعثرة لتكوّن جملة صحيحة',
      zh: '把打乱的词语排成正确的句子',
      en: 'Put the shuffled words in order to make the sentence',
    },
  },
  listenPicture: {
    name: { ar: 'استمع واختر الصورة', zh: '听音选图', en: 'Listen and pick the picture' },
    description: {
      ar: 'استمع إلى كلمة واختر الصورة التي تعبّر عنها',
      zh: '听一个词，选出与它相符的图片',
      en: 'Hear a word and choose the picture that shows it',
    },
  },
};

/** The games page's hash route (spec learning area §2 games/games), the web's and the search's. */
export const GAMES_PAGE = '/pages/games/games';

/** The games page opened at one game, as search results link to it. */
export const gamePageRoute = (game: GameId) => `${GAMES_PAGE}?game=${game}`;

/** Words that name games in general: a search for any of them finds every game. */
export const GAME_WORDS = ['game', 'games', 'لعبة', 'ألعاب', 'العاب', '游戏', '小游戏'] as const;
